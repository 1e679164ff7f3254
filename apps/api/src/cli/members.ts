import { withMallContext } from "./open-context.ts";
import { randomBytes } from "node:crypto";
import { formatYuan, memberBenefitsBody, memberGrowthBody, memberLevelBody, memberPeriodsBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import * as mq from "../modules/member/queries.ts";
import { memberServiceOf } from "../modules/member/service.ts";

/**
 * `npm run mall -- members ...` — the platform's side of membership from a terminal (the same
 * services as `/admin/member/...`). Opens the configured database directly (with the embedded
 * PGlite, stop the API first: it allows one process).
 */
export const MEMBERS_USAGE = `usage:
  npm run mall -- members levels
  npm run mall -- members add-level --zh <name> --en <name> (--growth <value> | --paid)
  npm run mall -- members set-benefits --level <levelId> --discount <1-100, per cent paid> [--free-shipping yes|no] [--multiplier <1-10>] [--coupons <id,id>]
  npm run mall -- members periods [set <days>:<yuan>:<zh name>:<en name> ...]     e.g. periods set 30:15:月卡:"1 month"
  npm run mall -- members show --user <userId|userName>
  npm run mall -- members growth --user <userId|userName> --amount <±value> --reason <why> --by <your name> [--request-id <id>]`;

function flagsOf(argv: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--paid") flags.set("paid", "yes");
    else if (a.startsWith("--")) flags.set(a.slice(2), argv[++i] ?? "");
    else positional.push(a);
  }
  return { positional, flags };
}

async function userIdOf(ctx: AppContext, who: string | undefined): Promise<number> {
  if (!who) throw new Error("--user <userId|userName> is required");
  const id = await mq.userIdOf(ctx.database.db, who);
  if (id === undefined) throw new Error(`no user ${who}`);
  return id;
}

const num = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : Number(v));

/** Runs one members command against `ctx`, printing with `out`; the exit code. */
export async function membersCommand(ctx: AppContext, argv: string[], out: (line: string) => void): Promise<number> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const svc = memberServiceOf(ctx);
  const printLevels = async () => {
    const levels = await svc.adminLevels();
    out(`${levels.length} level(s)`);
    for (const l of levels)
      out(
        `  #${l.levelId}  ${l.nameZh} / ${l.nameEn}  ${l.paid ? "paid" : `growth ≥ ${l.needGrowth}`}  pays ${l.discount}%  ${l.freeShipping ? "free shipping" : "freight as usual"}  points ×${l.pointsMultiplierTenths / 10}  coupons [${l.couponIds.join(",")}]`,
      );
  };
  try {
    if (sub === "levels") {
      await printLevels();
      return 0;
    }
    if (sub === "add-level") {
      const body = parse(
        memberLevelBody,
        {
          nameZh: flags.get("zh"),
          nameEn: flags.get("en"),
          needGrowth: num(flags.get("growth")) ?? 0,
          paid: flags.get("paid") === "yes",
        },
        "en",
      );
      const l = await svc.addLevel(body);
      out(`added level #${l.levelId}`);
      await printLevels();
      return 0;
    }
    if (sub === "set-benefits") {
      const levelId = num(flags.get("level"));
      if (levelId === undefined || !Number.isInteger(levelId)) throw new Error("--level <levelId> is required");
      const current = (await svc.adminLevels()).find((l) => l.levelId === levelId);
      const body = parse(
        memberBenefitsBody,
        {
          discount: num(flags.get("discount")) ?? current?.discount,
          freeShipping: flags.has("free-shipping")
            ? flags.get("free-shipping") === "yes"
            : (current?.freeShipping ?? false),
          pointsMultiplier: num(flags.get("multiplier")) ?? (current ? current.pointsMultiplierTenths / 10 : 1),
          couponIds: flags.has("coupons")
            ? (flags.get("coupons") ?? "").split(",").filter(Boolean).map(Number)
            : (current?.couponIds ?? []),
        },
        "en",
      );
      await svc.setBenefits(levelId, body);
      await printLevels();
      return 0;
    }
    if (sub === "periods") {
      if (positional[0] === "set") {
        const periods = positional.slice(1).map((p) => {
          const [days, price, nameZh, nameEn] = p.split(":");
          return { days: num(days), price, nameZh, nameEn };
        });
        await svc.setPeriods(parse(memberPeriodsBody, { periods }, "en").periods);
      }
      const list = await mq.periods(ctx.database.db);
      out(`${list.length} period(s)`);
      for (const p of list) out(`  #${p.periodId}  ${p.nameZh} / ${p.nameEn}  ${p.days} days  ¥${formatYuan(p.price)}`);
      return 0;
    }
    if (sub === "show") {
      const userId = await userIdOf(ctx, flags.get("user"));
      const i = await svc.info(userId, "en");
      out(
        `user ${userId}: growth ${i.growth}, level ${i.level?.name ?? "-"}${i.paidUntil ? `, paid membership until ${i.paidUntil}` : ""}`,
      );
      out(
        `  benefits: pays ${i.benefits.discount}%, ${i.benefits.freeShipping ? "free shipping" : "freight as usual"}, points ×${i.benefits.pointsMultiplier}`,
      );
      for (const r of await mq.growthLog(ctx.database.db, userId, 20))
        out(
          `  ${r.createdAt.toISOString()}  ${r.amount > 0 ? "+" : ""}${r.amount}  → ${r.growthAfter}  ${r.reason}  ${r.refType}:${r.refId}${r.operator ? `  by ${r.operator}` : ""}${r.note ? `  "${r.note}"` : ""}`,
        );
      return 0;
    }
    if (sub === "growth") {
      const by = (flags.get("by") ?? "").trim();
      if (!/^[\p{L}\p{N}_.@-]{2,40}$/u.test(by)) throw new Error("--by <your name> (2-40 letters/digits) is required");
      const body = parse(
        memberGrowthBody,
        {
          userId: await userIdOf(ctx, flags.get("user")),
          amount: num(flags.get("amount")),
          reason: flags.get("reason"),
          requestId: flags.get("request-id") ?? `cli-${randomBytes(8).toString("hex")}`,
        },
        "en",
      );
      const r = await svc.adjustGrowth({
        userId: body.userId,
        amount: body.amount,
        operator: `cli:${by}`,
        note: body.reason,
        requestId: body.requestId,
      });
      out(
        r.applied
          ? `growth of user ${body.userId} ${body.amount > 0 ? "+" : ""}${body.amount}: now ${r.growth} (request ${body.requestId})`
          : `request ${body.requestId} was already applied: growth ${r.growth}`,
      );
      return 0;
    }
    out(MEMBERS_USAGE);
    return 2;
  } catch (e) {
    out(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}

export async function membersCli(argv: string[]): Promise<number> {
  return withMallContext((ctx) => membersCommand(ctx, argv, (l) => console.log(l)));
}
