import { groupActivityBody } from "@souk/contract";
import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { groupBuyServiceOf } from "../modules/groupbuy/service.ts";

/**
 * `npm run mall -- groupbuy ...` — a shop's group-buy activities from a terminal, through the same
 * service as the merchant API (`/m/group_activity`). Opens the configured database directly (with
 * the embedded PGlite, stop the API first: it allows one process).
 */
export const GROUPBUY_USAGE = `usage:
  npm run mall -- groupbuy list --shop <shopId>
  npm run mall -- groupbuy create --shop <shopId> --prod <prodId> --sku <skuId> --price-fen <fen>
      [--size <buyers per group, default 2>] [--wait <minutes an open group waits, default 1440>]
      [--limit <pieces per order, default 5>] [--name-zh <name>] [--name-en <name>]
      [--start <ISO time, default now>] [--days <length, default 7>]
  npm run mall -- groupbuy end <groupActivityId> --shop <shopId>`;

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

const STATE = ["", "not started", "running", "ended"];

/** Integer flags stay integers (the body refuses "1.5", as the API does); a missing one is undefined. */
const int = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : v);

export async function runGroupBuys(argv: string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const shopId = Number(flags.get("shop"));
  if (!["list", "create", "end"].includes(sub) || !Number.isInteger(shopId) || shopId < 1) {
    console.error(GROUPBUY_USAGE);
    process.exitCode = 2;
    return;
  }
  const ctx = await createContext(loadConfig());
  const svc = groupBuyServiceOf(ctx);
  try {
    if (sub === "list") {
      const page = await svc.ofShop(shopId, { current: 1, size: 100 }, "zh");
      console.log(`${page.total} group-buy activit${page.total === 1 ? "y" : "ies"} of shop ${shopId}`);
      for (const a of page.records)
        console.log(
          `#${a.groupActivityId}  ${STATE[a.activityStatus]}  ${a.activityName}  ${a.prodName}  ¥${a.groupPrice} (was ¥${a.price})  ${a.groupNumber} per group, waits ${a.groupValidMinutes} min  open groups ${a.openGroups}  ${a.startTime} → ${a.endTime}`,
        );
    } else if (sub === "create") {
      const start = flags.get("start") ? new Date(flags.get("start")!) : new Date();
      const days = Number(flags.get("days") ?? 7);
      const body = parse(
        groupActivityBody,
        {
          nameZh: flags.get("name-zh") ?? "拼团特惠",
          nameEn: flags.get("name-en") ?? "Group deal",
          prodId: int(flags.get("prod")),
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + days * 86_400_000).toISOString(),
          groupNumber: int(flags.get("size") ?? "2"),
          groupValidMinutes: int(flags.get("wait") ?? "1440"),
          maxNum: int(flags.get("limit") ?? "5"),
          skus: [{ skuId: int(flags.get("sku")), groupPrice: int(flags.get("price-fen")) }],
        },
        "en",
      );
      const id = await svc.create(shopId, body);
      console.log(`group-buy activity #${id} created for shop ${shopId}`);
    } else {
      const id = Number(positional[0]);
      if (!Number.isInteger(id) || id < 1) throw new Error("a groupActivityId is required");
      await svc.end(shopId, id);
      console.log(`group-buy activity #${id} ended`);
    }
  } catch (e) {
    console.error(e instanceof AppError ? e.messageFor("en") : e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}
