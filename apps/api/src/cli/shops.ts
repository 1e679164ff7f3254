import { withMallContext } from "./open-context.ts";
import { parseArgs } from "node:util";
import {
  shopRejectBody,
  shopStatusReasonBody,
  validationText,
  type Page,
  type PlatformShopApplication,
  type ShopStatusAction,
} from "@souk/contract";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { shopApplyServiceOf } from "../modules/shop-apply/service.ts";
import { DEMO_STAFF_PASSWORD, PLATFORM_STAFF_USER } from "../seed/commerce.ts";
import { apiCaller } from "./api-client.ts";

/**
 * `npm run mall -- shops <command>` — the platform's review of store applications and its
 * online/offline switch, through the same service as `/admin/shop/...`:
 *
 *   shops pending                          applications under review (also: shops list [--status 0|1|-1])
 *   shops approve <applyId>                approve: the shop opens (default decoration, store account linked)
 *   shops reject <applyId> --reason "..."  not passed, with the reason the applicant sees
 *   shops offline|online|suspend|reinstate <shopId> --reason "..."  (the shop owner reads the reason)
 *
 * Like the other mall commands it opens the configured database, or, when the API runs on the
 * embedded one (or with --api <url>), signs in as the platform staff account and calls `/admin/`.
 */
const USAGE = `usage:
  npm run mall -- shops pending
  npm run mall -- shops list [--status 0|1|-1]
  npm run mall -- shops approve <applyId>
  npm run mall -- shops reject <applyId> --reason <text, 1-200 characters>
  npm run mall -- shops offline|online|suspend|reinstate <shopId> --reason <text, 1-200 characters>
options: --api <url> (use the running API's platform endpoints), --user <platform account>, --password <password>`;

interface Op {
  command: string;
  id: number;
  status: number | undefined;
  reason: string;
}

function print(page: Page<PlatformShopApplication>): void {
  console.log(`${page.total} application(s)`);
  for (const a of page.records)
    console.log(
      `#${a.applyId}  ${a.statusText}  ${a.shopName}  ${a.mobile}  ${a.province}${a.city}${a.area}  user ${a.userId}  ${a.updateTime}${a.shopId ? `  shop ${a.shopId}` : ""}${a.reason ? `\n    reason: ${a.reason}` : ""}`,
    );
}

async function viaApi(base: string, op: Op, user: string, password: string): Promise<void> {
  const call = apiCaller(base);
  const { token } = (await call("POST", "/admin/login", { userName: user, passWord: password })) as { token: string };
  if (op.command === "pending" || op.command === "list") {
    const q = op.command === "pending" ? "&auditStatus=0" : op.status === undefined ? "" : `&auditStatus=${op.status}`;
    print(
      (await call("GET", `/admin/shop/apply/page?size=100${q}`, undefined, token)) as Page<PlatformShopApplication>,
    );
  } else if (op.command === "approve") {
    const r = (await call("PUT", `/admin/shop/apply/${op.id}/approve`, undefined, token)) as { shopId: number };
    console.log(`application #${op.id} approved: shop ${r.shopId} is open`);
  } else if (op.command === "reject") {
    await call("PUT", `/admin/shop/apply/${op.id}/reject`, { reason: op.reason }, token);
    console.log(`application #${op.id} not passed: ${op.reason}`);
  } else {
    await call("PUT", `/admin/shop/${op.id}/${op.command}`, { reason: op.reason }, token);
    console.log(`shop ${op.id} is ${op.command}`);
  }
}

async function direct(op: Op): Promise<void> {
  await withMallContext(async (ctx) => {
    const svc = shopApplyServiceOf(ctx);
    if (op.command === "pending" || op.command === "list")
      print(await svc.page({ current: 1, size: 100, auditStatus: op.command === "pending" ? 0 : op.status }, "zh"));
    else if (op.command === "approve")
      console.log(`application #${op.id} approved: shop ${(await svc.approve(op.id, null)).shopId} is open`);
    else if (op.command === "reject") {
      await svc.reject(op.id, op.reason, null);
      console.log(`application #${op.id} not passed: ${op.reason}`);
    } else {
      await svc.setShopState(op.id, op.command as ShopStatusAction, op.reason, null);
      console.log(`shop ${op.id} is ${op.command}`);
    }
  });
}

/** Runs one shops command; answers the process exit code. */
export async function shopsCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: "string", default: "" },
      status: { type: "string" },
      api: { type: "string" },
      user: { type: "string", default: PLATFORM_STAFF_USER },
      password: { type: "string", default: DEMO_STAFF_PASSWORD },
    },
  });
  const [command = "", idText = ""] = positionals;
  const fail = (msg: string) => {
    console.error(`${msg}\n${USAGE}`);
    return 2;
  };
  const shopCommand = ["offline", "online", "suspend", "reinstate"].includes(command);
  if (!["pending", "list", "approve", "reject"].includes(command) && !shopCommand)
    return fail(`unknown shops command ${command}`);
  const withId = !["pending", "list"].includes(command);
  if (withId && !/^[1-9]\d{0,9}$/.test(idText))
    return fail(`an ${shopCommand ? "shop" : "application"} id is required`);
  const status = values.status === undefined ? undefined : Number(values.status);
  if (status !== undefined && ![0, 1, -1].includes(status)) return fail("--status is 0, 1 or -1");
  if (command === "reject") {
    const parsed = shopRejectBody.safeParse({ reason: values.reason });
    if (!parsed.success) return fail(validationText("v.rejectReason")!.en);
  }
  if (shopCommand && !shopStatusReasonBody.safeParse({ reason: values.reason }).success)
    return fail(validationText("v.shopStatusReason")!.en);
  const op: Op = { command, id: Number(idText), status, reason: values.reason.trim() };
  const config = loadConfig();
  const local = `http://${config.host}:${config.port}`;
  try {
    if (values.api) await viaApi(values.api.replace(/\/$/, ""), op, values.user, values.password);
    else if (
      !config.databaseUrl &&
      (await fetch(`${local}/healthz`, { signal: AbortSignal.timeout(800) }).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await viaApi(local, op, values.user, values.password);
    else await direct(op);
    return 0;
  } catch (e) {
    console.error(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : (e as Error).message);
    return 1;
  }
}
