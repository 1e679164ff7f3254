import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { register, useFakeTime, wire } from "../../modules/account/test-support.ts";
import { call } from "../../../test/http.ts";
import { ORDER_LOOKUP_LIMITS } from "../../modules/order/routes.ts";

/**
 * Issue 18 #5, API side: the address the limits count is the one the storefront hop (loopback)
 * forwards; a client talking to the API directly cannot choose it with X-Forwarded-For. So one
 * attacker locks out only their own address, and order-number guessing answers 429.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await useFakeTime(t);
});
afterAll(async () => t.close());

const viaStorefront = (client: string) => ({ ip: "127.0.0.1", headers: { "x-forwarded-for": client } });

describe("client address behind the storefront", () => {
  it("50 failed sign-ins lock the attacker's address only: other buyers behind the same storefront still sign in", async () => {
    const victim = await register(t, "victim_buyer", "pass_123");
    for (let i = 0; i < 50; i++) {
      await call(t, "POST", "/sso/login", {
        body: { userName: `nobody${i}`, passWord: wire(t, "wrong_1") },
        ...viaStorefront("203.0.113.66"),
      });
    }
    const attacker = await call(t, "POST", "/sso/login", {
      body: { userName: victim.userName, passWord: wire(t, "pass_123") },
      ...viaStorefront("203.0.113.66"),
    });
    expect([attacker.status, attacker.code]).toEqual([429, "B00016"]);
    const buyer = await call(t, "POST", "/sso/login", {
      body: { userName: victim.userName, passWord: wire(t, "pass_123") },
      ...viaStorefront("198.51.100.20"),
    });
    expect(buyer.code).toBe("00000");
  });

  it("a client talking to the API directly cannot escape its lock with a made-up X-Forwarded-For", async () => {
    for (let i = 0; i < 50; i++) {
      await call(t, "POST", "/sso/login", {
        body: { userName: `ghost${i}`, passWord: wire(t, "wrong_1") },
        ip: "192.0.2.50",
        headers: { "x-forwarded-for": `10.${i}.0.1` },
      });
    }
    const r = await call(t, "POST", "/sso/login", {
      body: { userName: "ghost_last", passWord: wire(t, "wrong_1") },
      ip: "192.0.2.50",
      headers: { "x-forwarded-for": "10.200.0.1" },
    });
    expect([r.status, r.code]).toEqual([429, "B00016"]);
  });
});

describe("order-number guessing", () => {
  it(`answers 429 after ${ORDER_LOOKUP_LIMITS.perUser} unknown order numbers; another buyer is not affected`, async () => {
    const guesser = await t.login("guesser");
    const other = await t.login("honest");
    const statuses: number[] = [];
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.perUser + 5; i++) {
      const r = await call(
        t,
        "GET",
        `/p/myOrder/orderDetail?orderNumber=2026112500000000${String(i).padStart(4, "0")}`,
        {
          token: guesser.token,
          ...viaStorefront(`203.0.113.${i % 200}`),
        },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, ORDER_LOOKUP_LIMITS.perUser).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(ORDER_LOOKUP_LIMITS.perUser)).toEqual([429, 429, 429, 429, 429]);
    const last = await call(t, "GET", "/p/myOrder/orderDetail?orderNumber=20261125000000009999", {
      token: guesser.token,
      lang: "zh",
    });
    expect(last.msg).toBe("查询过于频繁，请稍后再试");
    const honest = await call(t, "GET", "/p/myOrder/orderDetail?orderNumber=20261125000000000001", {
      token: other.token,
    });
    expect(honest.status).toBe(404);
  });
});
