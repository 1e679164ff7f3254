import fs from "node:fs";
import { interruptible, progress } from "./progress.ts";
import type { FlowReport, Locale, MerchantLoginResult } from "@souk/contract";
import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { isDay } from "../modules/flow/days.ts";
import { flowServiceOf } from "../modules/flow/service.ts";
import { DEMO_STAFF_PASSWORD } from "../seed/commerce.ts";

/**
 * `npm run mall -- flow ...` — flow analytics from a terminal:
 *
 *   flow report --day 2026-11-24 [--shop 3] [--csv out.csv] [--lang en]   one day, one shop or the whole mall
 *   flow aggregate --day 2026-11-24                                        (re)build a day's aggregates now
 *
 * Without --shop it is the platform's view of the whole mall. Read from the database directly, or,
 * with the API running on the embedded database (one process only), through the API: the platform
 * report (`/admin/flow/report`, signed in as the platform account) or a shop's through the merchant
 * API (`/m/flow/report`, signed in as shop<N>). `aggregate` needs the API stopped or DATABASE_URL.
 */
export const FLOW_USAGE = `usage:
  npm run mall -- flow report --day YYYY-MM-DD [--shop <shopId>] [--csv <file>] [--lang zh|en]
  npm run mall -- flow aggregate --day YYYY-MM-DD`;

const pct = (n: number, of: number) => (of > 0 ? `${((100 * n) / of).toFixed(1)}%` : "-");

/** Display width: CJK characters take two columns. */
const width = (s: string) => [...s].reduce((w, c) => w + (/[\u1100-\uffff]/.test(c) ? 2 : 1), 0);
const pad = (s: string, w: number, right = false) =>
  right ? " ".repeat(Math.max(0, w - width(s))) + s : s + " ".repeat(Math.max(0, w - width(s)));

function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (r: string[]) => r.map((c, i) => pad(c, widths[i]!, i > 0 && /^[\d.,%-]+$/.test(c))).join("  ");
  return [`\n${title}`, line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function formatReport(r: FlowReport): string {
  const who = r.shopId === 0 ? "whole mall / 全平台" : `shop ${r.shopId}`;
  const out = [`Flow report ${r.day}, ${who}${r.aggregated ? "" : " (not aggregated yet / 尚未汇总)"}`];
  out.push(
    table(
      "Pages / 页面 (PV, UV)",
      ["page", "pv", "uv"],
      r.pages.map((p) => [p.pageName, String(p.pv), String(p.uv)]),
    ),
  );
  out.push(
    table(
      "Funnel / 转化漏斗 (visitors: view → cart → order → pay)",
      ["product", "view", "cart", "order", "pay", "view→pay"],
      r.funnel.map((f) => [
        f.prodId === 0 ? f.prodName : `${f.prodId} ${f.prodName.slice(0, 30)}`,
        String(f.viewers),
        `${f.carters} (${pct(f.carters, f.viewers)})`,
        `${f.orderers} (${pct(f.orderers, f.carters)})`,
        `${f.payers} (${pct(f.payers, f.orderers)})`,
        pct(f.payers, f.viewers),
      ]),
    ),
  );
  out.push(
    table(
      "Sources / 来源 (previous page → page)",
      ["page", "from", "pv"],
      r.sources.map((s) => [s.pageName, s.prevPageName, String(s.pv)]),
    ),
  );
  return out.join("\n");
}

const csvCell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));

/** One CSV with a `section` column (page, source, funnel), so a spreadsheet can filter it. */
export function reportCsv(r: FlowReport): string {
  const head = [
    "section",
    "day",
    "shopId",
    "pageId",
    "pageName",
    "prevPageId",
    "prevPageName",
    "prodId",
    "prodName",
    "pv",
    "uv",
    "viewers",
    "carters",
    "orderers",
    "payers",
  ];
  const rows: (string | number)[][] = [
    ...r.pages.map((p) => ["page", r.day, r.shopId, p.pageId, p.pageName, "", "", "", "", p.pv, p.uv, "", "", "", ""]),
    ...r.sources.map((s) => [
      "source",
      r.day,
      r.shopId,
      s.pageId,
      s.pageName,
      s.prevPageId,
      s.prevPageName,
      "",
      "",
      s.pv,
      "",
      "",
      "",
      "",
      "",
    ]),
    ...r.funnel.map((f) => [
      "funnel",
      r.day,
      r.shopId,
      "",
      "",
      "",
      "",
      f.prodId,
      f.prodName,
      "",
      "",
      f.viewers,
      f.carters,
      f.orderers,
      f.payers,
    ]),
  ];
  return [head, ...rows].map((row) => row.map(csvCell).join(",")).join("\n") + "\n";
}

async function viaApi(base: string, day: string, shop: number, locale: Locale, password: string): Promise<FlowReport> {
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "accept-language": locale,
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const env = (await res.json()) as { code: string; msg: string | null; data: T };
    if (env.code !== "00000") throw new Error(`${env.code} ${env.msg ?? ""}`);
    return env.data;
  };
  if (shop === 0) {
    const login = await call<MerchantLoginResult>("POST", "/admin/login", { userName: "platform", passWord: password });
    return call<FlowReport>("GET", `/admin/flow/report?day=${day}`, undefined, login.token);
  }
  const login = await call<MerchantLoginResult>("POST", "/m/login", { userName: `shop${shop}`, passWord: password });
  return call<FlowReport>("GET", `/m/flow/report?day=${day}`, undefined, login.token);
}

async function apiRunning(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(800) })).ok;
  } catch {
    return false;
  }
}

/**
 * Writes the CSV through a partial file, row by row with progress; on Ctrl-C the partial file is
 * removed and null returned.
 */
async function writeCsv(file: string, text: string, signal: AbortSignal): Promise<number | null> {
  const rows = text.split("\n").filter(Boolean);
  const p = progress("CSV rows", rows.length);
  const partial = `${file}.partial`;
  const out = fs.openSync(partial, "w");
  try {
    for (let i = 0; i < rows.length; i += 1000) {
      if (signal.aborted) {
        console.log(`CSV interrupted after ${p.done} of ${rows.length} rows: ${file} not written.`);
        return null;
      }
      const chunk = rows.slice(i, i + 1000);
      fs.writeSync(out, chunk.join("\n") + "\n");
      p.tick(chunk.length);
      // Lets a Ctrl-C be heard between chunks of a large export.
      await new Promise((r) => setImmediate(r));
    }
  } finally {
    fs.closeSync(out);
    if (signal.aborted) fs.rmSync(partial, { force: true });
  }
  fs.renameSync(partial, file);
  p.finish(`\nCSV written to ${file}: ${rows.length} rows`);
  return rows.length;
}

/** Runs `flow <sub> ...`; returns the exit code. */
export async function runFlowCli(positional: string[], flags: Map<string, string>): Promise<number> {
  const [sub] = positional;
  const day = flags.get("day") ?? "";
  const shop = flags.has("shop") ? Number(flags.get("shop")) : 0;
  const locale: Locale = flags.get("lang") === "en" ? "en" : "zh";
  const fail = (msg: string) => (console.error(`${msg}\n${FLOW_USAGE}`), 2);
  if (sub !== "report" && sub !== "aggregate") return fail(`unknown flow command ${sub ?? ""}`);
  if (!isDay(day)) return fail("--day YYYY-MM-DD (a real calendar day) is required");
  if (!Number.isInteger(shop) || shop < 0) return fail("--shop must be a shop id");
  const config = loadConfig();
  const base = flags.get("api")?.replace(/\/$/, "") ?? `http://${config.host}:${config.port}`;
  const useApi = flags.has("api") || (!config.databaseUrl && (await apiRunning(base)));
  try {
    let report: FlowReport;
    if (useApi) {
      if (sub !== "report")
        return fail(`the API is running on the embedded database (${base}): stop it for 'aggregate'`);
      report = await viaApi(base, day, shop, locale, flags.get("password") ?? DEMO_STAFF_PASSWORD);
    } else {
      const ctx = await createContext(config);
      try {
        const flow = flowServiceOf(ctx);
        if (sub === "aggregate") {
          const { events } = await flow.aggregate(day);
          console.log(`aggregated ${day}: ${events} raw events`);
          return 0;
        }
        report = await flow.report(day, shop, locale);
      } finally {
        await ctx.kv.close();
        await ctx.database.close();
      }
    }
    console.log(formatReport(report));
    const csv = flags.get("csv");
    if (csv) {
      const written = await interruptible((signal) => writeCsv(csv, reportCsv(report), signal));
      if (written === null) return 130;
    }
    return 0;
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
}
