import { withMallContext } from "./open-context.ts";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { pointsAdjustBody, pointsProductBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { users } from "../infra/db/schema/index.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { pointsMallServiceOf } from "../modules/points-mall/service.ts";
import { pointsServiceOf } from "../modules/points/service.ts";

/**
 * `npm run mall -- points ...` — the platform's side of points from a terminal (the same services as
 * `/admin/points/*`). Opens the configured database directly (with the embedded PGlite, stop the
 * API first: it allows one process).
 */
export const POINTS_USAGE = `usage:
  npm run mall -- points show --user <userId|userName>
  npm run mall -- points adjust --user <userId|userName> --points <±N> --reason <why> --by <your name> [--request-id <id>]
  npm run mall -- points mall list
  npm run mall -- points mall set --prod <prodId> --points <N, multiple of 10> [--cash <yuan>] [--off] --by <your name>
  npm run mall -- points expire --year <YYYY>       run the yearly expiry now (idempotent)`;

function flagsOf(argv: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--off") flags.set("off", "1");
    else if (a.startsWith("--")) flags.set(a.slice(2), argv[++i] ?? "");
    else positional.push(a);
  }
  return { positional, flags };
}

async function userIdOf(ctx: AppContext, who: string | undefined): Promise<number> {
  if (!who) throw new Error("--user <userId|userName> is required");
  const [u] = await ctx.database.db
    .select({ userId: users.userId })
    .from(users)
    .where(/^\d+$/.test(who) ? eq(users.userId, Number(who)) : eq(users.userName, who))
    .limit(1);
  if (!u) throw new Error(`no user ${who}`);
  return u.userId;
}

function byOf(flags: Map<string, string>): string {
  const by = (flags.get("by") ?? "").trim();
  if (!/^[\p{L}\p{N}_.@-]{2,40}$/u.test(by)) throw new Error("--by <your name> (2-40 letters/digits) is required");
  return by;
}

/** Runs one points command against `ctx`, printing with `out`; the exit code. */
export async function pointsCommand(ctx: AppContext, argv: string[], out: (line: string) => void): Promise<number> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const points = pointsServiceOf(ctx);
  try {
    if (sub === "show") {
      const userId = await userIdOf(ctx, flags.get("user"));
      const info = await points.info(userId);
      out(`user ${userId}: ${info.points} points (${info.expiringPoints} expire at ${info.expireTime})`);
      const log = await points.log(userId, { current: 1, size: 20 }, "en");
      for (const r of log.records)
        out(
          `  ${r.createTime}  ${r.points > 0 ? "+" : ""}${r.points}  → ${r.balanceAfter}  ${r.reason}  ${r.refType}:${r.refId}${r.note ? `  "${r.note}"` : ""}`,
        );
      return 0;
    }
    if (sub === "adjust") {
      const by = byOf(flags);
      const body = parse(
        pointsAdjustBody,
        {
          userId: await userIdOf(ctx, flags.get("user")),
          points: flags.get("points"),
          reason: flags.get("reason"),
          requestId: flags.get("request-id") ?? `cli-${randomBytes(8).toString("hex")}`,
        },
        "en",
      );
      const r = await points.adjust({
        userId: body.userId,
        points: body.points,
        operator: `cli:${by}`,
        note: body.reason,
        requestId: body.requestId,
      });
      out(
        r.applied
          ? `adjusted user ${body.userId} by ${body.points > 0 ? "+" : ""}${body.points}: ${r.balance} points (request ${body.requestId})`
          : `request ${body.requestId} was already applied: ${r.balance} points`,
      );
      return 0;
    }
    if (sub === "mall") {
      const mall = pointsMallServiceOf(ctx);
      if (positional[0] === "set") {
        const by = byOf(flags);
        const body = parse(
          pointsProductBody,
          {
            prodId: flags.get("prod"),
            points: flags.get("points"),
            cash: flags.get("cash") ?? 0,
            status: flags.has("off") ? 0 : 1,
          },
          "en",
        );
        await mall.setProduct(body, `cli:${by}`);
      } else if (positional[0] !== "list") {
        out(POINTS_USAGE);
        return 2;
      }
      const page = await mall.page({ current: 1, size: 100 }, "en", true);
      out(`${page.total} points-mall product(s)`);
      for (const p of page.records)
        out(
          `  #${p.prodId}  ${p.points} points${p.cash > 0 ? ` + ¥${p.cash.toFixed(2)}` : ""}  ${p.status === 1 ? "listed" : "off"}  ${p.prodName}`,
        );
      return 0;
    }
    if (sub === "expire") {
      const year = Number(flags.get("year"));
      if (!Number.isInteger(year) || year < 2000 || year > 3000) throw new Error("--year <YYYY> is required");
      const r = await points.expire(year);
      out(`expiry ${year}: ${r.points} points expired from ${r.users} buyer(s)`);
      return 0;
    }
    out(POINTS_USAGE);
    return 2;
  } catch (e) {
    out(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}

export async function pointsCli(argv: string[]): Promise<number> {
  return withMallContext((ctx) => pointsCommand(ctx, argv, (l) => console.log(l)));
}
