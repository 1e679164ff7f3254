import { withMallContext } from "./open-context.ts";
import { parseArgs } from "node:util";
import { returnAddressBody, validationText, type Page, type RefundListItem, type ReturnAddress } from "@souk/contract";
import type { z } from "zod";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { refundServiceOf } from "../modules/refund/service.ts";
import { returnAddress, setNoReasonReturn, setReturnAddress } from "../modules/refund/shop-settings.ts";
import { DEMO_STAFF_PASSWORD } from "../seed/commerce.ts";
import { apiCaller } from "./api-client.ts";

/**
 * `npm run mall -- refunds <command>` — the shop's after-sales from a terminal, through the same
 * workflows as the merchant API (`/m/refund/...`):
 *
 *   refunds list --shop 1 [--tab 0|1|2|3]              applications (0 all, 1 in progress, 2 success, 3 closed)
 *   refunds accept <refundSn> --shop 1                 accept (refund only: money goes back now)
 *   refunds refuse <refundSn> --shop 1 --reason "..."  refuse with a reason shown to the buyer
 *   refunds receive <refundSn> --shop 1 [--restock]    the goods came back (optionally into stock): refund
 *   refunds address --shop 1 [--receiver .. --mobile .. --region 44,4403,440305 --addr ..]
 *                                                      show (or set) where buyers ship returns
 *   refunds noreason <prodId> --shop 1 --on|--off      the product's 7-day no-reason return promise
 *
 * Like the other mall commands it opens the configured database, or, when the API runs on the
 * embedded one (or with --api <url>), signs in as shop<N> and calls the merchant API.
 */
const USAGE = `usage:
  npm run mall -- refunds list --shop <shopId> [--tab 0-3]
  npm run mall -- refunds accept <refundSn> --shop <shopId>
  npm run mall -- refunds refuse <refundSn> --shop <shopId> --reason <text>
  npm run mall -- refunds receive <refundSn> --shop <shopId> [--restock]
  npm run mall -- refunds address --shop <shopId> [--receiver <name> --mobile <phone> --region <province,city,district> --addr <detail>]
  npm run mall -- refunds noreason <prodId> --shop <shopId> --on|--off
options: --api <url> (use the running API's merchant endpoints), --password <staff password>`;

const STATUS: Record<number, string> = {
  1: "待处理 applied",
  2: "待退货 accepted",
  3: "待收货 shipped back",
  4: "退款中 refunding",
  5: "退款成功 success",
  6: "已拒绝 refused",
  [-1]: "已关闭 closed",
};

function print(page: Page<RefundListItem>): void {
  console.log(`${page.total} application(s)`);
  for (const r of page.records)
    console.log(
      `${r.refundSn}  ${STATUS[r.status] ?? r.status}  ${r.applyType === 2 ? "return" : "refund"}  ¥${r.refundAmount.toFixed(2)} ×${r.refundCount}  order ${r.orderNumber}  ${r.applyTime}\n    ${r.item.prodName.slice(0, 30)}`,
    );
}

interface Op {
  command: string;
  sn: string;
  shop: number;
  tab: number;
  reason: string;
  restock: boolean;
  /** address: the new return address (validated like PUT /m/shop/returnAddress), or null to show it */
  address: z.output<typeof returnAddressBody> | null;
  prodId: number;
  flag: 0 | 1;
}

function printAddress(a: ReturnAddress | null): void {
  console.log(a ? `${a.receiver}  ${a.mobile}  ${a.fullAddr}` : "no return address set");
}

async function viaApi(base: string, op: Op, password: string): Promise<void> {
  const call = apiCaller(base);
  const { token } = (await call("POST", "/m/login", { userName: `shop${op.shop}`, passWord: password })) as {
    token: string;
  };
  if (op.command === "list")
    print((await call("GET", `/m/refund/page?size=50&tab=${op.tab}`, undefined, token)) as Page<RefundListItem>);
  else if (op.command === "address")
    printAddress(
      (op.address
        ? await call("PUT", "/m/shop/returnAddress", op.address, token)
        : await call("GET", "/m/shop/returnAddress", undefined, token)) as ReturnAddress | null,
    );
  else if (op.command === "noreason")
    await call("PUT", "/m/product/noReasonReturn", { prodId: op.prodId, noReasonReturn: op.flag }, token);
  else if (op.command === "accept") await call("PUT", "/m/refund/accept", { refundSn: op.sn }, token);
  else if (op.command === "refuse")
    await call("PUT", "/m/refund/refuse", { refundSn: op.sn, reason: op.reason }, token);
  else await call("PUT", "/m/refund/receive", { refundSn: op.sn, restock: op.restock }, token);
}

async function direct(op: Op): Promise<void> {
  await withMallContext(async (ctx) => {
    const svc = refundServiceOf(ctx);
    svc.registerJobs();
    const actor = `cli:shop:${op.shop}`;
    const db = ctx.database.db;
    if (op.command === "list") print(await svc.list({ shopId: op.shop }, { current: 1, size: 50, tab: op.tab }, "zh"));
    else if (op.command === "address")
      printAddress(
        op.address ? await setReturnAddress(db, op.shop, op.address, "zh") : await returnAddress(db, op.shop),
      );
    else if (op.command === "noreason") await setNoReasonReturn(db, op.shop, op.prodId, op.flag);
    else if (op.command === "accept") await svc.accept(op.shop, actor, op.sn);
    else if (op.command === "refuse") await svc.refuse(op.shop, actor, op.sn, op.reason);
    else await svc.receive(op.shop, actor, op.sn, op.restock);
  });
}

/** Runs one refunds command; answers the process exit code. */
export async function refundsCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      shop: { type: "string" },
      tab: { type: "string", default: "0" },
      reason: { type: "string", default: "" },
      restock: { type: "boolean", default: false },
      api: { type: "string" },
      password: { type: "string", default: DEMO_STAFF_PASSWORD },
      receiver: { type: "string" },
      mobile: { type: "string" },
      region: { type: "string" },
      addr: { type: "string" },
      on: { type: "boolean", default: false },
      off: { type: "boolean", default: false },
    },
  });
  const [command = "", sn = ""] = positionals;
  const shop = Number(values.shop);
  const fail = (msg: string) => {
    console.error(`${msg}\n${USAGE}`);
    return 2;
  };
  if (!["list", "accept", "refuse", "receive", "address", "noreason"].includes(command))
    return fail(`unknown refunds command ${command}`);
  if (!Number.isInteger(shop) || shop < 1) return fail("--shop <shopId> is required");
  const withSn = ["accept", "refuse", "receive"].includes(command);
  if (withSn && !/^\d{20,32}$/.test(sn)) return fail("a refund number (digits) is required");
  if (command === "noreason" && (!/^\d{1,9}$/.test(sn) || values.on === values.off))
    return fail("a product id and one of --on / --off are required");
  let address: Op["address"] = null;
  if (command === "address" && (values.receiver ?? values.mobile ?? values.region ?? values.addr) !== undefined) {
    const [provinceId, cityId, areaId] = (values.region ?? "").split(",");
    const parsed = returnAddressBody.safeParse({
      receiver: values.receiver,
      mobile: values.mobile,
      provinceId,
      cityId,
      areaId,
      addr: values.addr,
    });
    if (!parsed.success)
      return fail(
        parsed.error.issues.map((i) => `${i.path.join(".")}: ${validationText(i.message)?.en ?? i.message}`).join("\n"),
      );
    address = parsed.data;
  }
  if (command === "refuse" && !values.reason.trim()) return fail("--reason <text> is required");
  const op: Op = {
    command,
    sn,
    shop,
    tab: Number(values.tab) || 0,
    reason: values.reason.trim(),
    restock: values.restock,
    address,
    prodId: command === "noreason" ? Number(sn) : 0,
    flag: values.on ? 1 : 0,
  };
  const config = loadConfig();
  const local = `http://${config.host}:${config.port}`;
  try {
    if (values.api) await viaApi(values.api.replace(/\/$/, ""), op, values.password);
    else if (
      !config.databaseUrl &&
      (await fetch(`${local}/healthz`, { signal: AbortSignal.timeout(800) }).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await viaApi(local, op, values.password);
    else await direct(op);
    if (withSn || command === "noreason") console.log(`${command} ${sn}: done`);
    return 0;
  } catch (e) {
    console.error(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}
