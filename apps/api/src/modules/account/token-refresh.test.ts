import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_TTL_SECONDS } from "@souk/contract";
import { createSeededApp } from "../../seed/test-support.ts";
import type { TestApp } from "../../../test/harness.ts";
import { DEMO_ACCOUNT } from "./service.ts";
import { wire } from "./test-support.ts";

/** mall4j sign-in: `POST /login` answers refreshToken + expiresIn; `POST /token/refresh` spends it once. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

async function login() {
  const r = await t.app.inject({
    method: "POST",
    url: "/login",
    payload: { userName: DEMO_ACCOUNT.userName, passWord: wire(t, DEMO_ACCOUNT.password) },
  });
  return r.json().data as { accessToken: string; refreshToken: string; expiresIn: number };
}
const refresh = (refreshToken: string) =>
  t.app.inject({ method: "POST", url: "/token/refresh", payload: { refreshToken } }).then((r) => r.json());
const me = (token: string) =>
  t.app.inject({ url: "/p/user/userInfo", headers: { authorization: token } }).then((r) => r.json().code);

describe("POST /token/refresh", () => {
  it("answers a new pair for a refresh token, ends the old access token, and refuses the token a second time", async () => {
    const first = await login();
    expect(first.expiresIn).toBe(TOKEN_TTL_SECONDS);
    expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.refreshToken).not.toBe(first.accessToken);
    const r = await refresh(first.refreshToken);
    expect(r).toMatchObject({ code: "00000", data: { expiresIn: TOKEN_TTL_SECONDS, userFlag: 1 } });
    expect(r.data.accessToken).not.toBe(first.accessToken);
    expect(await me(r.data.accessToken)).toBe("00000");
    expect(await me(first.accessToken)).toBe("A00004");
    expect(await refresh(first.refreshToken)).toMatchObject({ code: "A00004", fail: true });
    // The new refresh token works once in turn.
    expect((await refresh(r.data.refreshToken)).code).toBe("00000");
  });

  it("is refused after logout, and for unknown or malformed tokens", async () => {
    const s = await login();
    await t.app.inject({ method: "POST", url: "/logOut", headers: { authorization: s.accessToken } });
    expect((await refresh(s.refreshToken)).code).toBe("A00004");
    expect((await refresh("x".repeat(43))).code).toBe("A00004");
    expect((await refresh("not a token")).code).toBe("A00004");
    const empty = await t.app.inject({ method: "POST", url: "/token/refresh", payload: {} });
    expect(empty.json().code).toBe("A00002");
  });

  it("of two concurrent refreshes with the same token exactly one wins", async () => {
    const s = await login();
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh(s.refreshToken)));
    expect(results.filter((r) => r.code === "00000")).toHaveLength(1);
    expect(results.filter((r) => r.code === "A00004")).toHaveLength(5);
  });

  it("stores only a hash of the refresh token", async () => {
    const s = await login();
    const rows = await t.ctx.database.query<{ token_hash: string }>("select token_hash from user_refresh_tokens");
    expect(rows.map((r) => r.token_hash)).not.toContain(s.refreshToken);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
