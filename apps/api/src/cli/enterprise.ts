import { withMallContext } from "./open-context.ts";
import { parseArgs } from "node:util";
import { shopRejectBody, validationText, type EnterpriseApplication } from "@souk/contract";
import { loadConfig } from "../config.ts";
import { AppError } from "../infra/http/app-error.ts";
import { enterpriseServiceOf } from "../modules/enterprise/service.ts";
import { DEMO_STAFF_PASSWORD, PLATFORM_STAFF_USER } from "../seed/commerce.ts";
import { apiCaller } from "./api-client.ts";

/**
 * `npm run mall -- enterprise <command>` — the platform answers enterprise purchasing applications
 * (`/EnterpriseUsers`) through the same service as `/admin/enterprise/...`:
 *
 *   enterprise pending                          applications under review (enterprise list: all)
 *   enterprise approve <applyId>
 *   enterprise reject <applyId> --reason "..."  not passed, with the reason the applicant sees
 *
 * Like `shops`, it opens the configured database, or, when the API runs on the embedded one (or
 * with --api <url>), signs in as the platform staff account and calls `/admin/`.
 */
const USAGE = `usage:
  npm run mall -- enterprise pending
  npm run mall -- enterprise list
  npm run mall -- enterprise approve <applyId>
  npm run mall -- enterprise reject <applyId> --reason <text, 1-200 characters>
options: --api <url> (use the running API's platform endpoints), --user <platform account>, --password <password>`;

interface Op {
  command: string;
  id: number;
  reason: string;
}

function print(rows: EnterpriseApplication[]): void {
  console.log(`${rows.length} application(s)`);
  for (const a of rows)
    console.log(
      `#${a.applyId}  ${a.statusText}  ${a.companyName}  ${a.creditCode}  ${a.contactName} ${a.phone}  user ${a.userId}  ${a.applyTime}\n    ${a.purpose}${a.reason ? `\n    reason: ${a.reason}` : ""}`,
    );
}

function printDecision(a: EnterpriseApplication): void {
  console.log(`application #${a.applyId} (${a.companyName}): ${a.statusText}${a.reason ? ` — ${a.reason}` : ""}`);
}

async function viaApi(base: string, op: Op, user: string, password: string): Promise<void> {
  const call = apiCaller(base);
  const { token } = (await call("POST", "/admin/login", { userName: user, passWord: password })) as { token: string };
  if (op.command === "pending" || op.command === "list")
    print(
      (await call(
        "GET",
        `/admin/enterprise/apply/list${op.command === "list" ? "?all=1" : ""}`,
        undefined,
        token,
      )) as EnterpriseApplication[],
    );
  else if (op.command === "approve")
    printDecision(
      (await call("PUT", `/admin/enterprise/apply/${op.id}/approve`, undefined, token)) as EnterpriseApplication,
    );
  else
    printDecision(
      (await call(
        "PUT",
        `/admin/enterprise/apply/${op.id}/reject`,
        { reason: op.reason },
        token,
      )) as EnterpriseApplication,
    );
}

async function direct(op: Op): Promise<void> {
  await withMallContext(async (ctx) => {
    const svc = enterpriseServiceOf(ctx);
    if (op.command === "pending" || op.command === "list") print(await svc.list(op.command === "pending", "en"));
    else printDecision(await svc.decide(op.id, op.command === "approve", op.reason, "en"));
  });
}

/** Runs one enterprise command; answers the process exit code. */
export async function enterpriseCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: "string", default: "" },
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
  if (!["pending", "list", "approve", "reject"].includes(command)) return fail(`unknown enterprise command ${command}`);
  if ((command === "approve" || command === "reject") && !/^[1-9]\d{0,9}$/.test(idText))
    return fail("an application id is required");
  if (command === "reject" && !shopRejectBody.safeParse({ reason: values.reason }).success)
    return fail(validationText("v.rejectReason")!.en);
  const op: Op = { command, id: Number(idText), reason: values.reason.trim() };
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
