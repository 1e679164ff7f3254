import { seckillBody } from "@souk/contract";
import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { seckillServiceOf } from "../modules/seckill/service.ts";

/**
 * `npm run mall -- seckill ...` — a shop's flash sales from a terminal, through the same service
 * as the merchant API (`/m/seckill`). Opens the configured database directly (with the embedded
 * PGlite, stop the API first: it allows one process).
 */
export const SECKILL_USAGE = `usage:
  npm run mall -- seckill list --shop <shopId>
  npm run mall -- seckill create --shop <shopId> --prod <prodId> --sku <skuId> --price-fen <fen> --stock <n>
      [--limit <per buyer, default 1>] [--name-zh <name>] [--name-en <name>]
      [--start <ISO time, default now>] [--minutes <length, default 60>]
  npm run mall -- seckill end <seckillId> --shop <shopId>`;

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

const STATE = ["", "not started", "in progress", "ended", "sold out"];

/** Integer flags stay integers (the body refuses "1.5", as the API does); a missing one is undefined. */
const int = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : v);

export async function runSeckills(argv: string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const shopId = Number(flags.get("shop"));
  if (!["list", "create", "end"].includes(sub) || !Number.isInteger(shopId) || shopId < 1) {
    console.error(SECKILL_USAGE);
    process.exitCode = 2;
    return;
  }
  const ctx = await createContext(loadConfig());
  const svc = seckillServiceOf(ctx);
  try {
    if (sub === "list") {
      const page = await svc.ofShop(shopId, { current: 1, size: 100 }, "zh");
      console.log(`${page.total} flash sale(s) of shop ${shopId}`);
      for (const s of page.records)
        console.log(
          `#${s.seckillId}  ${STATE[s.state]}  ${s.seckillName}  ${s.prodName}  ¥${s.seckillPrice} (was ¥${s.price})  sold ${s.soldStocks}/${s.totalStocks}  limit ${s.maxNum}  ${s.startTime} → ${s.endTime}`,
        );
    } else if (sub === "create") {
      const start = flags.get("start") ? new Date(flags.get("start")!) : new Date();
      const minutes = Number(flags.get("minutes") ?? 60);
      const body = parse(
        seckillBody,
        {
          nameZh: flags.get("name-zh") ?? "限时秒杀",
          nameEn: flags.get("name-en") ?? "Flash sale",
          prodId: int(flags.get("prod")),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
          maxNum: int(flags.get("limit") ?? "1"),
          skus: [
            { skuId: int(flags.get("sku")), seckillPrice: int(flags.get("price-fen")), stock: int(flags.get("stock")) },
          ],
        },
        "en",
      );
      const id = await svc.create(shopId, body);
      console.log(`flash sale #${id} created for shop ${shopId}`);
    } else {
      const id = Number(positional[0]);
      if (!Number.isInteger(id) || id < 1) throw new Error("a seckillId is required");
      await svc.end(shopId, id);
      console.log(`flash sale #${id} ended`);
    }
  } catch (e) {
    console.error(e instanceof AppError ? e.messageFor("en") : e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}
