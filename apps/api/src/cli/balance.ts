import { withMallContext } from "./open-context.ts";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { balanceAdjustBody, formatYuan, rechargePresetsBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { users, walletLedger } from "../infra/db/schema/index.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { rechargeServiceOf } from "../modules/recharge/service.ts";
import { walletServiceOf } from "../modules/wallet/service.ts";

/**
 * `npm run mall -- balance ...` — the platform's side of buyers' balances from a terminal (the same
 * services as `/admin/wallet/adjust` and `/admin/recharge/presets`). Opens the configured database
 * directly (with the embedded PGlite, stop the API first: it allows one process).
 */
export const BALANCE_USAGE = `usage:
  npm run mall -- balance show --user <userId|userName>
  npm run mall -- balance adjust --user <userId|userName> --amount <±yuan> --reason <why> --by <your name> [--request-id <id>]
  npm run mall -- balance presets [set <yuan>[+<bonus yuan>] ...]     e.g. presets set 50 100+5 200+15`;

function flagsOf(argv: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith("--")) flags.set(a.slice(2), argv[++i] ?? "");
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

/** Runs one balance command against `ctx`, printing with `out`; the exit code. */
export async function balanceCommand(ctx: AppContext, argv: string[], out: (line: string) => void): Promise<number> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  try {
    if (sub === "show") {
      const userId = await userIdOf(ctx, flags.get("user"));
      out(`user ${userId}: balance ¥${formatYuan(await walletServiceOf(ctx).balance(userId))}`);
      const rows = await ctx.database.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
        .orderBy(desc(walletLedger.id))
        .limit(20);
      for (const r of rows)
        out(
          `  ${r.createdAt.toISOString()}  ${r.amount > 0 ? "+" : ""}${formatYuan(r.amount)}  → ${formatYuan(r.balanceAfter)}  ${r.reason}  ${r.refType}:${r.refId}${r.operator ? `  by ${r.operator}` : ""}${r.note ? `  "${r.note}"` : ""}`,
        );
      return 0;
    }
    if (sub === "adjust") {
      const by = (flags.get("by") ?? "").trim();
      if (!/^[\p{L}\p{N}_.@-]{2,40}$/u.test(by)) throw new Error("--by <your name> (2-40 letters/digits) is required");
      const body = parse(
        balanceAdjustBody,
        {
          userId: await userIdOf(ctx, flags.get("user")),
          amount: flags.get("amount"),
          reason: flags.get("reason"),
          requestId: flags.get("request-id") ?? `cli-${randomBytes(8).toString("hex")}`,
        },
        "en",
      );
      const r = await walletServiceOf(ctx).adjust({
        userId: body.userId,
        amount: body.amount,
        operator: `cli:${by}`,
        note: body.reason,
        requestId: body.requestId,
      });
      out(
        r.applied
          ? `adjusted user ${body.userId} by ${body.amount > 0 ? "+" : ""}${formatYuan(body.amount)}: balance ¥${formatYuan(r.balance)} (request ${body.requestId})`
          : `request ${body.requestId} was already applied: balance ¥${formatYuan(r.balance)}`,
      );
      return 0;
    }
    if (sub === "presets") {
      const svc = rechargeServiceOf(ctx);
      if (positional[0] === "set") {
        const presets = positional.slice(1).map((p) => {
          const [amount, bonus = "0"] = p.split("+");
          return { amount, bonus };
        });
        await svc.setPresets(parse(rechargePresetsBody, { presets }, "en").presets);
      }
      const list = await svc.presets();
      out(`${list.length} top-up tier(s)`);
      for (const p of list) out(`  #${p.presetId}  pay ¥${p.amount.toFixed(2)}  bonus ¥${p.bonus.toFixed(2)}`);
      return 0;
    }
    out(BALANCE_USAGE);
    return 2;
  } catch (e) {
    out(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}

export async function balanceCli(argv: string[]): Promise<number> {
  return withMallContext((ctx) => balanceCommand(ctx, argv, (l) => console.log(l)));
}
