import { couponBody } from "@souk/contract";
import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { couponServiceOf } from "../modules/coupon/service.ts";

/**
 * `npm run mall -- coupons ...` — platform coupons (shopId 0) from a terminal; shops manage
 * theirs through the merchant API (`/m/coupon`). Opens the configured database directly (with the
 * embedded PGlite, stop the API first: it allows one process).
 *
 *   coupons list [--shop 0]
 *   coupons create --name-zh 满199减20 --name-en "¥20 off ¥199" --condition 199 --reduce 20 --stock 1000
 *                  [--type 2 --discount 90 --max 50] [--limit 1] [--days 30 | --valid-days 7]
 *                  [--launch <ISO time>] [--start <ISO time>] [--end <ISO time>]
 *   coupons end <couponId>
 */
export const COUPONS_USAGE = `usage:
  npm run mall -- coupons list [--shop <shopId, 0 = platform>]
  npm run mall -- coupons create --name-zh <name> --name-en <name> --stock <n> [--type 1|2]
      [--condition <yuan>] [--reduce <yuan>] [--discount <1-99, per cent paid>] [--max <yuan>] [--limit <n>]
      [--days <valid days, fixed window from now>] [--valid-days <n, from collection>] [--launch|--start|--end <ISO time>]
  npm run mall -- coupons end <couponId>`;

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

export async function runCoupons(argv: string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  if (!["list", "create", "end"].includes(sub)) {
    console.error(COUPONS_USAGE);
    process.exitCode = 2;
    return;
  }
  const ctx = await createContext(loadConfig());
  const svc = couponServiceOf(ctx);
  try {
    if (sub === "list") {
      const shopId = Number(flags.get("shop") ?? 0);
      const page = await svc.ofShop(shopId, { current: 1, size: 100 }, "zh");
      console.log(`${page.total} coupon(s) of ${shopId === 0 ? "the platform" : `shop ${shopId}`}`);
      for (const c of page.records) {
        const rule =
          c.couponType === 1
            ? `满${c.cashCondition}减${c.reduceAmount}`
            : `${c.couponDiscount / 10}折${c.maxReduce ? ` 最高减${c.maxReduce}` : ""}${c.cashCondition ? ` 满${c.cashCondition}` : ""}`;
        console.log(
          `#${c.couponId}  ${c.status === 1 ? "on " : "ended"}  ${c.couponNameZh} / ${c.couponNameEn}  ${rule}  stock ${c.stocks}/${c.totalStock}  collected ${c.receivedCount} used ${c.usedCount}  ${c.launchTime} → ${c.endTime}`,
        );
      }
    } else if (sub === "create") {
      const now = Date.now();
      const days = Number(flags.get("days") ?? 30);
      const validDays = flags.get("valid-days");
      const body = parse(
        couponBody,
        {
          couponNameZh: flags.get("name-zh"),
          couponNameEn: flags.get("name-en"),
          couponType: flags.get("type") ?? 1,
          cashCondition: flags.get("condition") ?? 0,
          reduceAmount: flags.get("reduce") ?? 0,
          couponDiscount: flags.get("discount") ?? 99,
          maxReduce: flags.get("max") ?? 0,
          validTimeType: validDays ? 2 : 1,
          validDays: validDays ?? 0,
          launchTime: flags.get("launch"),
          startTime: flags.get("start") ?? new Date(now).toISOString(),
          endTime: flags.get("end") ?? new Date(now + days * 86_400_000).toISOString(),
          totalStock: flags.get("stock"),
          limitNum: flags.get("limit") ?? 1,
        },
        "en",
      );
      const id = await svc.create(0, body);
      console.log(`platform coupon #${id} created: ${body.couponNameZh} / ${body.couponNameEn}`);
    } else {
      const id = Number(positional[0]);
      if (!Number.isInteger(id) || id < 1) throw new Error("a couponId is required");
      await svc.end(0, id);
      console.log(`platform coupon #${id} ended (collected coupons stay usable)`);
    }
  } catch (e) {
    console.error(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    process.exitCode = 1;
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}
