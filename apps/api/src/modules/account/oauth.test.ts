import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { call, expectOk } from "../../../test/http.ts";
import { CONFIG_KEYS, configServiceOf } from "../config/service.ts";
import { newMobile, register, sendCode, useFakeTime } from "./test-support.ts";

let t: TestApp;
let clock: Awaited<ReturnType<typeof useFakeTime>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = t.ctx.config.publicUrl.replace(/\/+$/, "");
});
beforeEach(async () => {
  clock = await useFakeTime(t);
});
afterAll(async () => t.close());

/** The path and query of an absolute URL the API answered, as inject() wants it (the /api rewrite removed). */
const apiPath = (url: string) => {
  const u = new URL(url);
  return `${u.pathname.replace(/^\/api/, "")}${u.search}`;
};

/** Starts a sign-in like the login popup: the authorize URL and the browser's nonce cookie. */
async function start(model = 3, url = "/cart", cookie?: string) {
  const r = await call(t, "GET", `/sso/getSSOUrl?model=${model}&url=${encodeURIComponent(url)}`, {
    headers: cookie ? { cookie } : {},
  });
  expectOk(r);
  const set = r.res.cookies.find((c) => c.name === "souk_oauth")!;
  return { authorize: r.data as string, cookie: `souk_oauth=${set.value}`, set };
}

/** The sandbox provider's page, then Allow as `subject`: the provider's redirect back to the callback. */
async function approve(authorize: string, subject: string, nickName = "小微", decision = "allow") {
  const page = await t.app.inject({ method: "GET", url: apiPath(authorize) });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toMatch(/text\/html/);
  const a = new URL(authorize);
  const q = new URLSearchParams({
    redirect_uri: a.searchParams.get("redirect_uri")!,
    state: a.searchParams.get("state")!,
    subject,
    nickName,
    decision,
  });
  const res = await t.app.inject({
    method: "GET",
    url: `${a.pathname.replace(/^\/api/, "").replace(/authorize$/, "approve")}?${q}`,
  });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function callback(location: string, cookie?: string) {
  const res = await t.app.inject({ method: "GET", url: apiPath(location), headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

async function exchange(jump: URL) {
  const r = await call(t, "GET", `/sso/getAccessToken?token=${jump.searchParams.get("token")}`);
  expectOk(r);
  return r.data as { accountType: string; userFlag: number; token: string; staffId: string | null };
}

let subjects = 0;
const newSubject = () => `sandbox-test-${process.pid}-${++subjects}`;

describe("QQ and WeChat sign-in (OAuth 2 authorization code, sandbox provider)", () => {
  it("getSSOUrl model 3 (WeChat) and 4 (QQ) answer the provider's authorize URL with a state, and set the browser nonce", async () => {
    for (const [model, id] of [
      [3, "wechat"],
      [4, "qq"],
    ] as const) {
      const { authorize, set } = await start(model);
      const u = new URL(authorize);
      expect(`${u.origin}${u.pathname}`).toBe(`${base}/api/sandbox/oauth/${id}/authorize`);
      expect(u.searchParams.get("response_type")).toBe("code");
      expect(u.searchParams.get("redirect_uri")).toBe(`${base}/api/sso/oauth/${id}/callback`);
      expect(u.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(set).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    }
  });

  it("a first sign-in creates an account without a phone (userFlag 0, the provider's nickname); the next finds it", async () => {
    const subject = newSubject();
    const s = await start(3, "/cart");
    const jump = await callback(await approve(s.authorize, subject, "微信小明"), s.cookie);
    expect(`${jump.origin}${jump.pathname}`).toBe(`${base}/LoginToJump`);
    expect(jump.searchParams.get("url")).toBe("/cart");
    const first = await exchange(jump);
    expect(first).toMatchObject({ accountType: "OUTER", userFlag: 0, staffId: null });
    const me = await call(t, "GET", "/p/user/userInfo", { token: first.token });
    expect((me.data as { nickName: string }).nickName).toBe("微信小明");

    const again = await start(3, "/");
    const second = await exchange(await callback(await approve(again.authorize, subject), again.cookie));
    const me2 = await call(t, "GET", "/p/user/userInfo", { token: second.token });
    expect((me2.data as { userId: number }).userId).toBe((me.data as { userId: number }).userId);
  });

  it("refuses a state that is reused, expired, of another browser or unknown (A00032), and a denial (A00034)", async () => {
    const s = await start();
    const back = await approve(s.authorize, newSubject());
    expect((await callback(back, s.cookie)).searchParams.get("token")).toBeTruthy();
    expect((await callback(back, s.cookie)).searchParams.get("error")).toBe("A00032"); // single use

    const other = await start();
    const mine = await start(); // another browser: its own nonce
    const stolen = await approve(other.authorize, newSubject());
    expect((await callback(stolen, mine.cookie)).searchParams.get("error")).toBe("A00032");
    expect((await callback(stolen)).searchParams.get("error")).toBe("A00032"); // spent by the failed try anyway

    const late = await start();
    const lateBack = await approve(late.authorize, newSubject());
    clock.advance(600_001);
    expect((await callback(lateBack, late.cookie)).searchParams.get("error")).toBe("A00032");

    const forged = new URL(lateBack);
    forged.searchParams.set("state", "x".repeat(32));
    expect((await callback(forged.toString(), late.cookie)).searchParams.get("error")).toBe("A00032");

    const no = await start(3, "/list");
    const denied = await callback(await approve(no.authorize, newSubject(), "", "deny"), no.cookie);
    expect([denied.searchParams.get("error"), denied.searchParams.get("url")]).toEqual(["A00034", "/list"]);
  });

  it("a code is good once and only for its redirect URI", async () => {
    const s = await start();
    const back = new URL(await approve(s.authorize, newSubject()));
    const res = await t.app.inject({
      method: "GET",
      url: `/sandbox/oauth/wechat/approve?${new URLSearchParams({ redirect_uri: "https://evil.example/cb", state: "s", subject: "x", decision: "allow" })}`,
    });
    expect(res.statusCode).toBe(400);
    expect((await callback(back.toString(), s.cookie)).searchParams.get("token")).toBeTruthy();
  });

  it("stores states only as hashes", async () => {
    const s = await start();
    const state = new URL(s.authorize).searchParams.get("state")!;
    const rows = await t.ctx.database.query<{ state_hash: string }>("select state_hash from oauth_states");
    expect(rows.some((r) => r.state_hash === state)).toBe(false);
  });
});

describe("the bind-mobile popup after a first sign-in", () => {
  const bind = (sso: { token: string; staffId: string | null }, mobile: string, validCode: string) =>
    call(t, "POST", "/sso/checkBindSmsCode", { body: { mobile, validCode, token: sso.token, staffId: sso.staffId } });

  it("binds a new phone to the new account", async () => {
    const s = await start();
    const sso = await exchange(await callback(await approve(s.authorize, newSubject()), s.cookie));
    const mobile = newMobile();
    const r = await bind(sso, mobile, await sendCode(t, "/sso/sendBindSmsCode", mobile));
    expectOk(r);
    expect(r.data).toMatchObject({ userFlag: 1, token: sso.token });
  });

  it("with the phone of an existing account, signs in as that account, which keeps the identity", async () => {
    const owner = await register(t, "oauth_owner");
    const ownerId = ((await call(t, "GET", "/p/user/userInfo", { token: owner.token })).data as { userId: number })
      .userId;
    const subject = newSubject();
    const s = await start();
    const sso = await exchange(await callback(await approve(s.authorize, subject), s.cookie));
    clock.advance(61_000); // the registration code went to this phone a moment ago
    const r = await bind(sso, owner.mobile, await sendCode(t, "/sso/sendBindSmsCode", owner.mobile));
    expectOk(r);
    const joined = r.data as { token: string; userFlag: number };
    expect(joined.userFlag).toBe(1);
    expect(r.res.cookies.find((c) => c.name === "token")?.value).toBe(joined.token);
    const me = await call(t, "GET", "/p/user/userInfo", { token: joined.token });
    expect((me.data as { userId: number }).userId).toBe(ownerId);
    expect((await call(t, "GET", "/p/user/userInfo", { token: sso.token })).code).toBe("A00004"); // the empty account is gone

    const next = await start();
    const again = await exchange(await callback(await approve(next.authorize, subject), next.cookie));
    expect(again.userFlag).toBe(1);
    const me2 = await call(t, "GET", "/p/user/userInfo", { token: again.token });
    expect((me2.data as { userId: number }).userId).toBe(ownerId);
  });

  it("does not fold an older account into another (only the fresh empty one of a first sign-in)", async () => {
    const owner = await register(t, "oauth_owner2");
    const s = await start();
    const sso = await exchange(await callback(await approve(s.authorize, newSubject()), s.cookie));
    clock.advance(30 * 60_000 + 1);
    const r = await bind(sso, owner.mobile, await sendCode(t, "/sso/sendBindSmsCode", owner.mobile));
    expect([r.status, r.code]).toEqual([409, "A00001"]);
  });
});

describe("the login switches", () => {
  it("show QQ and WeChat when loginOpen and their switches are on and a provider is available; loginOpen off hides both", async () => {
    const config = configServiceOf(t.ctx);
    const get = async () => (await call(t, "GET", "/sys/config/info/getSysLoginConfig")).data;
    await config.set(CONFIG_KEYS.loginConfig, { loginOpen: true, qqLoginOpen: true, wechatLoginOpen: true });
    expect(await get()).toEqual({ loginOpen: true, qqLoginOpen: true, wechatLoginOpen: true });
    await config.set(CONFIG_KEYS.loginConfig, { loginOpen: true, qqLoginOpen: false, wechatLoginOpen: true });
    expect(await get()).toEqual({ loginOpen: true, qqLoginOpen: false, wechatLoginOpen: true });
    await config.set(CONFIG_KEYS.loginConfig, { loginOpen: false, qqLoginOpen: true, wechatLoginOpen: true });
    expect(await get()).toEqual({ loginOpen: false, qqLoginOpen: false, wechatLoginOpen: false });
    await config.set(CONFIG_KEYS.loginConfig, { loginOpen: true, qqLoginOpen: true, wechatLoginOpen: true });
  });
});

describe("single sign-on of staff accounts (INNER)", () => {
  it("answers INNER with the staffId for a buyer account linked to a staff account; binding must name it", async () => {
    const s = await start();
    const sso = await exchange(await callback(await approve(s.authorize, newSubject()), s.cookie));
    const userId = ((await call(t, "GET", "/p/user/userInfo", { token: sso.token })).data as { userId: number }).userId;
    const [staff] = await t.ctx.database.query<{ staff_id: number }>(
      "insert into shop_staff (shop_id, user_name, password_hash, user_id, role) values (null, $1, 'x', $2, 'service') returning staff_id",
      [`inner_${process.pid}_${userId}`, userId],
    );
    // The same person again (a new ticket for the same account).
    const r = await call(t, "GET", `/sso/getSSOUrl?model=1&url=/`, { token: sso.token });
    const ticket = new URL(r.data as string).searchParams.get("token")!;
    const inner = (await call(t, "GET", `/sso/getAccessToken?token=${ticket}`)).data as {
      accountType: string;
      staffId: string;
      token: string;
    };
    expect(inner).toMatchObject({ accountType: "INNER", staffId: String(staff!.staff_id) });
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendBindSmsCode", mobile);
    const wrong = await call(t, "POST", "/sso/checkBindSmsCode", {
      body: { mobile, validCode: code, token: inner.token, staffId: "999999" },
    });
    expect(wrong.code).toBe("A00004");
    const right = await call(t, "POST", "/sso/checkBindSmsCode", {
      body: { mobile, validCode: code, token: inner.token, staffId: inner.staffId },
    });
    expectOk(right);
  });
});

describe("a real provider by configuration", () => {
  it("exchanges the code at the token URL with the secret and reads the person at the userinfo URL", async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        res.setHeader("content-type", "application/json");
        if (req.url?.startsWith("/token"))
          res.end(JSON.stringify({ access_token: "AT-1", openid: "OPEN-1", expires_in: 7200 }));
        else res.end(JSON.stringify({ openid: "OPEN-1", unionid: "UNION-1", nickname: "真微信" }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    const real = await createTestApp(
      undefined,
      {},
      {
        config: {
          oauth: {
            qq: null,
            wechat: {
              clientId: "wxAPP",
              clientSecret: "SECRET",
              authorizeUrl: "https://open.weixin.example/connect/qrconnect",
              tokenUrl: `http://127.0.0.1:${port}/token`,
              userinfoUrl: `http://127.0.0.1:${port}/userinfo`,
            },
          },
        },
      },
    );
    try {
      const r = await call(real, "GET", "/sso/getSSOUrl?model=3&url=/");
      const u = new URL(r.data as string);
      expect(`${u.origin}${u.pathname}`).toBe("https://open.weixin.example/connect/qrconnect");
      expect(u.searchParams.get("appid")).toBe("wxAPP");
      const cookie = `souk_oauth=${r.res.cookies.find((c) => c.name === "souk_oauth")!.value}`;
      const cb = new URL(u.searchParams.get("redirect_uri")!);
      cb.searchParams.set("code", "CODE-1");
      cb.searchParams.set("state", u.searchParams.get("state")!);
      const res = await real.app.inject({ method: "GET", url: apiPath(cb.toString()), headers: { cookie } });
      const jump = new URL(res.headers.location as string);
      expect(jump.searchParams.get("token")).toBeTruthy();
      expect(seen[0]).toMatch(/^POST \/token .*code=CODE-1.*client_secret=SECRET/);
      expect(seen[1]).toMatch(/^GET \/userinfo\?access_token=AT-1&openid=OPEN-1/);
      // No sandbox pages for a configured provider.
      expect(
        (await real.app.inject({ method: "GET", url: "/sandbox/oauth/wechat/authorize?redirect_uri=x&state=y" }))
          .statusCode,
      ).toBe(404);
    } finally {
      await real.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
