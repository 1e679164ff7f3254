import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    app.get("/p/__whoami", async (req) => ({ code: "00000", msg: null, data: req.userId, success: true }));
    app.post("/__echo", async (req) => ({ code: "00000", msg: null, data: req.body, success: true }));
  });
});
afterAll(async () => t.close());

describe("API foundation", () => {
  it("answers unknown routes with a clear, localized A00013", async () => {
    const zh = await t.app.inject({ url: "/no/such/route" });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({ code: "A00013", success: false, msg: "接口不存在：GET /no/such/route" });
    const en = await t.app.inject({ url: "/no/such/route", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(en.json().msg).toBe("No such endpoint: GET /no/such/route");
  });

  it.each([
    ["no token", undefined, undefined],
    ["an unknown token", "x".repeat(43), undefined],
    ["a malformed token", "not a token!", undefined],
    ["a bad cookie", undefined, "token=garbage"],
  ])("rejects /p/ paths with %s as A00004", async (_name, authorization, cookie) => {
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    if (cookie) headers.cookie = cookie;
    const r = await t.app.inject({ url: "/p/user/userInfo", headers });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: "A00004", success: false });
  });

  it("accepts a real token in the Authorization header and in the token cookie, and not after revocation", async () => {
    const { token } = await t.login("Alice");
    const { userId } = await t.login("Bob");
    const byHeader = await t.app.inject({ url: "/p/__whoami", headers: { authorization: token } });
    expect(byHeader.json().code).toBe("00000");
    expect(byHeader.json().data).not.toBe(userId);
    const byCookie = await t.app.inject({ url: "/p/__whoami", headers: { cookie: `token=${token}` } });
    expect(byCookie.json().code).toBe("00000");
    await t.ctx.tokens.revoke(token);
    const after = await t.app.inject({ url: "/p/__whoami", headers: { authorization: token } });
    expect(after.json().code).toBe("A00004");
  });

  it("reports readiness with the database kind", async () => {
    const r = await t.app.inject({ url: "/readyz" });
    expect(r.json()).toMatchObject({ code: "00000", data: { status: "ready" } });
  });

  it("answers a malformed JSON body with A00003, not a server error", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/__echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "A00003", success: false });
  });
});
