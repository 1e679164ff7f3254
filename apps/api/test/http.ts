/**
 * The one set of HTTP helpers for API integration tests: a request goes through `inject()` with JSON in and the
 * dialect's envelope out. Module `test-support.ts` files hold domain fixtures only and build on these.
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./harness.ts";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client address the API sees (default 10.0.0.1); throttles key on it. */
  ip?: string;
  /** accept-language; English unless a test asserts Chinese texts. */
  lang?: "zh" | "en";
}

export interface Call {
  status: number;
  code: string;
  msg: string | null;
  data: unknown;
  res: LightMyRequestResponse;
}

export async function call(t: TestApp, method: Method, url: string, opts: CallOptions = {}): Promise<Call> {
  const headers: Record<string, string> = { "accept-language": opts.lang ?? "en", ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  const res = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? "10.0.0.1",
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const env = res.json();
  return { status: res.statusCode, code: env.code, msg: env.msg, data: env.data, res };
}

export function expectOk(c: Call): void {
  expect({ status: c.status, code: c.code, msg: c.msg }).toMatchObject({ status: 200, code: "00000" });
}

export interface Envelope<T> {
  status: number;
  code: string;
  msg: string | null;
  data: T;
}

/** A call whose data is typed by the caller. */
export async function api<T = Json>(
  t: TestApp,
  method: Method,
  url: string,
  opts: CallOptions = {},
): Promise<Envelope<T>> {
  const c = await call(t, method, url, opts);
  return { status: c.status, code: c.code, msg: c.msg, data: c.data as T };
}

/** The same call in Chinese unless `opts.lang` says otherwise (tests asserting zh messages). */
export const apiZh: typeof api = (t, method, url, opts = {}) => api(t, method, url, { lang: "zh", ...opts });

/** GET `url` in a language (Chinese by default); answers the status and the whole envelope. */
export async function get(t: TestApp, url: string, lang: "zh" | "en" = "zh"): Promise<{ status: number; body: Json }> {
  const c = await call(t, "GET", url, { lang, ip: "127.0.0.1" });
  return { status: c.status, body: c.res.json() };
}

/** Starts the test app on 127.0.0.1 (port 0: any free one) for tests that need real HTTP; answers the port. */
export async function listenLocally(t: TestApp, port = 0): Promise<number> {
  await t.app.listen({ host: "127.0.0.1", port });
  const addr = t.app.server.address();
  return typeof addr === "object" && addr ? addr.port : 0;
}
