/**
 * Helpers for the account-related integration tests (not loaded by the app).
 */
import type { TestApp } from "../../../test/harness.ts";
import { call, expectOk } from "../../../test/http.ts";
import { encryptWirePassword } from "../../infra/auth/password-cipher.ts";
import { MemoryKv, RedisKv } from "../../infra/kv/index.ts";

/** A password as the storefront sends it (AES over timestamp + password), at the app's current time. */
export function wire(t: TestApp, password: string, skewMs = 0): string {
  return encryptWirePassword(password, (t.ctx.clock ?? Date.now)() + skewMs);
}

/**
 * Puts the app on a clock the test moves, and the kv on the same clock (a fresh in-process kv:
 * Redis TTLs cannot be moved). Returns the clock.
 */
export async function useFakeTime(
  t: TestApp,
  start = Date.UTC(2026, 0, 15, 2, 0, 0),
): Promise<{ now: () => number; advance: (ms: number) => void }> {
  let time = start;
  const now = () => time;
  const old = t.ctx.kv;
  t.ctx.kv = new MemoryKv({ now });
  if (old.strict instanceof RedisKv) await old.strict.clearPrefix();
  await old.close();
  t.ctx.clock = now;
  return { now, advance: (ms) => void (time += ms) };
}

/** Sends a code through the API and reads it from the sandbox outbox. */
export async function sendCode(
  t: TestApp,
  url: string,
  mobile: string,
  opts: { ip?: string; token?: string } = {},
): Promise<string> {
  const sent = await call(t, "POST", url, { body: url.startsWith("/p/") ? undefined : { mobile }, ...opts });
  expectOk(sent);
  const latest = await call(t, "GET", `/dev/sms/latest?mobile=${mobile}`);
  expectOk(latest);
  return (latest.data as { code: string }).code;
}

let seq = 0;
/** A fresh phone number per call within a test file. */
export function newMobile(): string {
  seq += 1;
  return `139${String(process.pid % 10_000).padStart(4, "0")}${String(seq).padStart(4, "0")}`;
}

/** Registers a buyer through the API and answers its token. */
export async function register(
  t: TestApp,
  userName: string,
  password = "abc123",
  mobile = newMobile(),
  ip = "10.0.0.1",
): Promise<{ token: string; mobile: string; userName: string; password: string }> {
  const validCode = await sendCode(t, "/user/sendRegisterCode", mobile, { ip });
  const r = await call(t, "POST", "/user/register", {
    body: { userName, mobile, validCode, passWord: wire(t, password) },
    ip,
  });
  expectOk(r);
  return { token: (r.data as { token: string }).token, mobile, userName, password };
}
