import { withMallContext } from "./open-context.ts";
import { count, sql } from "drizzle-orm";
import { formatYuan, issueGiftCardsBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { giftCards } from "../infra/db/schema/index.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { giftCardServiceOf } from "../modules/giftcard/service.ts";

/**
 * `npm run mall -- giftcards ...` — the platform issues gift cards from a terminal. The numbers and
 * passwords are printed once (only the password's hash is kept): hand them over, then clear the
 * screen. Opens the configured database directly (with the embedded PGlite, stop the API first).
 */
export const GIFTCARDS_USAGE = `usage:
  npm run mall -- giftcards issue --count <1-1000> --value <whole yuan 1-10000> [--days <valid days, 365>] [--by <your name>]
  npm run mall -- giftcards stats`;

function flagsOf(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) if (argv[i]!.startsWith("--")) flags.set(argv[i]!.slice(2), argv[++i] ?? "");
  return flags;
}

/** Runs one giftcards command against `ctx`, printing with `out`; the exit code. */
export async function giftCardsCommand(ctx: AppContext, argv: string[], out: (line: string) => void): Promise<number> {
  const [sub = "", ...rest] = argv;
  const flags = flagsOf(rest);
  try {
    if (sub === "issue") {
      const num = (k: string) => (flags.has(k) ? Number(flags.get(k)) : undefined);
      const body = parse(issueGiftCardsBody, { count: num("count"), value: num("value"), days: num("days") }, "en");
      const by = flags.get("by") || process.env.USER || "cli";
      const cards = await giftCardServiceOf(ctx).issue({
        count: body.count,
        valueFen: body.value * 100,
        days: body.days,
        by: `cli:${by}`,
      });
      out(`${cards.length} gift card(s) of ¥${body.value}, valid until ${cards[0]!.dueDate}:`);
      out("card number         password");
      for (const c of cards) out(`${c.cardNo.replace(/(\d{4})(?=\d)/g, "$1 ")}  ${c.password}`);
      return 0;
    }
    if (sub === "stats") {
      const rows = await ctx.database.db
        .select({
          status: giftCards.status,
          n: count(),
          par: sql<number>`coalesce(sum(${giftCards.parValue}), 0)`,
          balance: sql<number>`coalesce(sum(${giftCards.balance}), 0)`,
        })
        .from(giftCards)
        .groupBy(giftCards.status)
        .orderBy(giftCards.status);
      const names: Record<number, string> = { 0: "unbound", 1: "bound", 9: "voided" };
      for (const r of rows)
        out(
          `${names[r.status] ?? r.status}: ${r.n} card(s), par ¥${formatYuan(Number(r.par))}, balance ¥${formatYuan(Number(r.balance))}`,
        );
      if (rows.length === 0) out("no gift cards issued yet");
      return 0;
    }
    out(GIFTCARDS_USAGE);
    return 2;
  } catch (e) {
    out(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}

export async function giftCardsCli(argv: string[]): Promise<number> {
  return withMallContext((ctx) => giftCardsCommand(ctx, argv, (l) => console.log(l)));
}
