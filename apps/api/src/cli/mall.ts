import { eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { createContext } from "../bootstrap.ts";
import type { AppContext } from "../context.ts";
import { orders } from "../infra/db/schema/index.ts";
import { AppError } from "../infra/http/app-error.ts";
import { issueOrderInvoice, reissueOrderInvoice } from "../modules/order/invoices.ts";
import { orderServiceOf } from "../modules/order/service.ts";
import { DEMO_STAFF_PASSWORD } from "../seed/commerce.ts";
import { runFlowCli } from "./flow.ts";
import { apiCaller } from "./api-client.ts";

/**
 * `npm run mall -- <command>` — the shop side from a terminal, through the same workflows as the
 * merchant API (`/m/`):
 *
 *   orders --shop 1 [--status 2]                       the shop's orders (newest 50)
 *   ship <orderNumber> --carrier SF --tracking SF123   ship a paid order (schedules the auto receipt)
 *   invoice <orderNumber>                              issue the order's invoice
 *   invoice-reissue <orderNumber>                      re-issue it with the title the buyer asked for (exchange)
 *
 * It opens the configured database (DATABASE_URL, or the embedded PGlite). The embedded database
 * allows one process: when the API is running on it, the CLI goes through the API's merchant
 * endpoints instead (signing in as shop<N> / souk1234, so --shop is needed), as it does with
 * --api http://127.0.0.1:3001 [--password ...].
 */
const USAGE = `usage:
  npm run mall -- orders --shop <shopId> [--status <0-7>]
  npm run mall -- ship <orderNumber> --carrier <name> --tracking <number> [--shop <shopId>]
  npm run mall -- invoice <orderNumber> [--shop <shopId>]
  npm run mall -- invoice-reissue <orderNumber> [--shop <shopId>]   answer the buyer's invoice exchange
  npm run mall -- enterprise pending|list|approve|reject ...   enterprise purchasing applications (cli/enterprise.ts)
  npm run mall -- flow report --day YYYY-MM-DD [--shop <shopId>] [--csv <file>]   (cli/flow.ts)
  npm run mall -- coupons list|create|end ...        platform coupons (cli/coupons.ts)
  npm run mall -- shops pending|list|approve|reject|offline|online ...   store applications (cli/shops.ts)
  npm run mall -- seckill list|create|end --shop N   the shop's flash sales (cli/seckills.ts)
  npm run mall -- groupbuy list|create|end --shop N  the shop's group-buy activities (cli/groupbuys.ts)
  npm run mall -- balance show|adjust|presets ...     buyers' balances, manual adjustments, top-up tiers (cli/balance.ts)
  npm run mall -- giftcards issue --count N --value V  issue gift cards, prints numbers and passwords (cli/giftcards.ts)
  npm run mall -- members levels|add-level|set-benefits|periods|show|growth ...  member levels, benefits, periods, growth (cli/members.ts)
  npm run mall -- points show|adjust|mall|expire ...  buyers' points, manual adjustments, the points mall (cli/points.ts)
  npm run mall -- tags list|create|rename|prods|delete --shop N   the shop's home product groups (cli/tags.ts)
  npm run mall -- synonyms list|add|remove|reset ...    the platform's search synonyms (cli/synonyms.ts)
  npm run mall -- backup <file> / restore <file>     the embedded database and uploaded files (cli/backup.ts)
options: --api <url> (use the running API's merchant endpoints), --password <staff password>`;

interface Args {
  command: string;
  positional: string[];
  flags: Map<string, string>;
}

function parseArgs(argv: string[]): Args {
  const [command = "", ...rest] = argv;
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a.startsWith("--")) {
      const [k, v] = a.includes("=")
        ? [a.slice(2, a.indexOf("=")), a.slice(a.indexOf("=") + 1)]
        : [a.slice(2), rest[++i] ?? ""];
      flags.set(k, v);
    } else positional.push(a);
  }
  return { command, positional, flags };
}

function fail(msg: string): never {
  console.error(msg);
  console.error(USAGE);
  process.exit(2);
}

const STATUS = [
  "",
  "待付款 unpaid",
  "待发货 to ship",
  "待收货 shipped",
  "待评价 received",
  "已完成 done",
  "已取消 cancelled",
  "拼团中 grouping",
];

interface OrderRowOut {
  orderNumber: string;
  status: number;
  createTime: string;
  actualTotal: number;
  productNums: number;
  items: { prodName: string; count: number }[];
  userAddr?: { receiver: string; city: string };
  carrier?: string | null;
  trackingNumber?: string | null;
}

function printOrders(records: OrderRowOut[], total: number): void {
  console.log(`${total} order(s)${total > records.length ? `, newest ${records.length}` : ""}`);
  for (const o of records) {
    const goods = o.items.map((i) => `${i.prodName.slice(0, 24)} ×${i.count}`).join("; ");
    const ship = o.carrier ? `  ${o.carrier} ${o.trackingNumber}` : "";
    console.log(
      `${o.orderNumber}  ${STATUS[o.status] ?? o.status}  ¥${o.actualTotal.toFixed(2)}  ${o.createTime}  ${o.userAddr?.receiver ?? ""}${ship}\n    ${goods}`,
    );
  }
}

// ---------------------------------------------------------------- through the API (merchant endpoints)

async function viaApi(base: string, args: Args): Promise<void> {
  const shop = Number(args.flags.get("shop"));
  if (!Number.isInteger(shop) || shop < 1)
    fail("--shop <shopId> is needed to go through the merchant API (signs in as shop<shopId>)");
  const call = apiCaller(base);
  const login = (await call("POST", "/m/login", {
    userName: `shop${shop}`,
    passWord: args.flags.get("password") ?? DEMO_STAFF_PASSWORD,
  })) as { token: string };
  if (args.command === "orders") {
    const page = (await call(
      "GET",
      `/m/order/page?size=50&status=${Number(args.flags.get("status") ?? 0)}`,
      undefined,
      login.token,
    )) as { records: OrderRowOut[]; total: number };
    printOrders(page.records, page.total);
  } else if (args.command === "ship") {
    await call(
      "PUT",
      "/m/order/delivery",
      {
        orderNumber: args.positional[0],
        carrier: args.flags.get("carrier"),
        trackingNumber: args.flags.get("tracking"),
      },
      login.token,
    );
    console.log(`shipped ${args.positional[0]} with ${args.flags.get("carrier")} ${args.flags.get("tracking")}`);
  } else if (args.command === "invoice") {
    await call("PUT", `/m/invoice/issue/${args.positional[0]}`, undefined, login.token);
    console.log(`invoice of ${args.positional[0]} issued`);
  } else if (args.command === "invoice-reissue") {
    await call("PUT", `/m/invoice/reissue/${args.positional[0]}`, undefined, login.token);
    console.log(`invoice of ${args.positional[0]} re-issued`);
  }
}

// ---------------------------------------------------------------- directly on the database

async function shopOf(ctx: AppContext, orderNumber: string, wanted: number | undefined): Promise<number> {
  const [o] = await ctx.database.db
    .select({ shopId: orders.shopId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  if (!o || (wanted !== undefined && o.shopId !== wanted))
    throw new Error(`no order ${orderNumber}${wanted !== undefined ? ` in shop ${wanted}` : ""}`);
  return o.shopId;
}

async function direct(args: Args): Promise<void> {
  const ctx = await createContext(loadConfig());
  try {
    const svc = orderServiceOf(ctx);
    const shopFlag = args.flags.has("shop") ? Number(args.flags.get("shop")) : undefined;
    if (args.command === "orders") {
      if (!shopFlag) fail("--shop <shopId> is required");
      const page = await svc.shopOrders(
        shopFlag,
        { current: 1, size: 50, status: Number(args.flags.get("status") ?? 0) },
        "zh",
      );
      printOrders(page.records, page.total);
    } else if (args.command === "ship") {
      const orderNumber = args.positional[0]!;
      const shopId = await shopOf(ctx, orderNumber, shopFlag);
      await svc.ship(
        shopId,
        `cli:shop:${shopId}`,
        orderNumber,
        args.flags.get("carrier")!,
        args.flags.get("tracking")!,
      );
      console.log(
        `shipped ${orderNumber} (shop ${shopId}) with ${args.flags.get("carrier")} ${args.flags.get("tracking")}`,
      );
    } else if (args.command === "invoice") {
      const orderNumber = args.positional[0]!;
      await issueOrderInvoice(ctx, await shopOf(ctx, orderNumber, shopFlag), orderNumber);
      console.log(`invoice of ${orderNumber} issued`);
    } else if (args.command === "invoice-reissue") {
      const orderNumber = args.positional[0]!;
      await reissueOrderInvoice(ctx, await shopOf(ctx, orderNumber, shopFlag), orderNumber);
      console.log(`invoice of ${orderNumber} re-issued`);
    }
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}

async function apiRunning(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(800) });
    return res.ok;
  } catch {
    return false;
  }
}

if (process.argv[2] === "seckill")
  await import("./seckills.ts").then((m) => m.runSeckills(process.argv.slice(3))).then(() => process.exit());
if (process.argv[2] === "groupbuy")
  await import("./groupbuys.ts").then((m) => m.runGroupBuys(process.argv.slice(3))).then(() => process.exit());
if (process.argv[2] === "coupons")
  await import("./coupons.ts").then((m) => m.runCoupons(process.argv.slice(3))).then(() => process.exit());
if (process.argv[2] === "backup" || process.argv[2] === "restore") {
  const a = parseArgs(process.argv.slice(2));
  process.exit(await (await import("./backup.ts")).backupCli(a.command, a.positional, a.flags));
}
if (process.argv[2] === "shops") process.exit(await (await import("./shops.ts")).shopsCli(process.argv.slice(3)));
if (process.argv[2] === "points") process.exit(await (await import("./points.ts")).pointsCli(process.argv.slice(3)));
if (process.argv[2] === "balance") process.exit(await (await import("./balance.ts")).balanceCli(process.argv.slice(3)));
if (process.argv[2] === "members") process.exit(await (await import("./members.ts")).membersCli(process.argv.slice(3)));
if (process.argv[2] === "giftcards")
  process.exit(await (await import("./giftcards.ts")).giftCardsCli(process.argv.slice(3)));
if (process.argv[2] === "tags") process.exit(await (await import("./tags.ts")).tagsCli(process.argv.slice(3)));
if (process.argv[2] === "synonyms")
  process.exit(await (await import("./synonyms.ts")).synonymsCli(process.argv.slice(3)));
if (process.argv[2] === "enterprise")
  process.exit(await (await import("./enterprise.ts")).enterpriseCli(process.argv.slice(3)));
if (process.argv[2] === "refunds") process.exit(await (await import("./refunds.ts")).refundsCli(process.argv.slice(3)));
const args = parseArgs(process.argv.slice(2));
if (args.command === "chat")
  await import("./chat.ts").then((m) => m.chatCli(process.argv.slice(3))).then(() => process.exit());
if (args.command === "--help" || args.command === "-h" || args.command === "") {
  console.log(USAGE);
  process.exit(args.command === "" ? 2 : 0);
}
if (args.command === "flow") process.exit(await runFlowCli(args.positional, args.flags)); // cli/flow.ts
if (!["orders", "ship", "invoice", "invoice-reissue"].includes(args.command)) fail(`unknown command ${args.command}`);
if (args.command !== "orders" && !/^\d{20,32}$/.test(args.positional[0] ?? ""))
  fail("an order number (digits) is required");
if (
  args.command === "ship" &&
  (!args.flags.get("carrier") || !/^[A-Za-z0-9-]{4,40}$/.test(args.flags.get("tracking") ?? ""))
) {
  fail("--carrier <name> and --tracking <4-40 letters, digits or -> are required");
}

const config = loadConfig();
const localApi = `http://${config.host}:${config.port}`;
try {
  if (args.flags.has("api")) await viaApi(args.flags.get("api")!.replace(/\/$/, ""), args);
  else if (!config.databaseUrl && (await apiRunning(localApi))) {
    if (!args.flags.has("shop"))
      fail(
        `the API is running on the embedded database (${localApi}); pass --shop <shopId> to go through its merchant API, or stop it`,
      );
    await viaApi(localApi, args);
  } else await direct(args);
} catch (e) {
  console.error(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
  process.exitCode = 1;
}
