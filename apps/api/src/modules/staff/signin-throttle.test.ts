import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { MerchantLoginResult, OpLogEntry, Page, StaffMember } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, call } from "../../../test/http.ts";
import { staffOpLog } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { onSaleSkus } from "../checkout/test-support.ts";
import { delayAfter, STAFF_SIGNIN_LIMITS } from "./signin-throttle.ts";

/*
 * Staff sign-in cannot be locked by a stranger: wrong passwords slow down and then lock only the
 * guessing address for the account, the owner signs in from elsewhere and unlocks, every lock is
 * in the operation log; the same at the platform door. The shared kv is the real one (Redis on
 * PostgreSQL runs); only the app's clock moves, to wait out the delays.
 */
let t: TestApp;
let shops: number[];
let offset = 0;
const wait = (seconds: number) => void (offset += seconds * 1000);

beforeAll(async () => {
  t = await createSeededApp();
  shops = [...new Set((await onSaleSkus(t)).map((s) => s.shopId))];
  t.ctx.clock = () => Date.now() + offset;
});
afterAll(async () => t.close());

const attempt = (door: "/m/login" | "/admin/login", userName: string, passWord: string, ip: string) =>
  call(t, "POST", door, { body: { userName, passWord }, ip });

/** Wrong passwords from one address, waiting out each delay as a patient attacker would. */
async function guess(door: "/m/login" | "/admin/login", userName: string, ip: string, n: number, already = 0) {
  for (let i = already + 1; i <= already + n; i++) {
    const r = await attempt(door, userName, `wrong${i}`, ip);
    expect([i, r.status]).toEqual([i, 401]);
    wait(delayAfter(i));
  }
}

describe("staff sign-in throttle", () => {
  it("delays grow 1, 2, 4 … 60 s after the third wrong password, and lock at the tenth", () => {
    expect([1, 2, 3, 4, 5, 6, 9, 20].map(delayAfter)).toEqual([0, 0, 1, 2, 4, 8, 60, 60]);
    expect(STAFF_SIGNIN_LIMITS.perAccountAndIp).toBe(10);
  });

  it("slows the guessing address down, even for the right password, while the owner elsewhere signs in", async () => {
    const name = `shop${shops[0]}`;
    const attacker = "198.51.100.20";
    for (let i = 1; i <= 3; i++) expect((await attempt("/m/login", name, `bad${i}`, attacker)).status).toBe(401);
    const held = await attempt("/m/login", name, "souk1234", attacker);
    expect([held.status, held.code, held.msg]).toEqual([
      429,
      "B00016",
      "Several wrong passwords: please try again in 1 seconds",
    ]);
    expect((await attempt("/m/login", name, "souk1234", "203.0.113.5")).code).toBe("00000");
    wait(1);
    expect((await attempt("/m/login", name, "souk1234", attacker)).code).toBe("00000");
    // The right password starts that address over: three more wrong ones before any delay.
    for (let i = 1; i <= 2; i++) expect((await attempt("/m/login", name, `bad${i}`, attacker)).status).toBe(401);
    expect((await attempt("/m/login", name, "souk1234", attacker)).code).toBe("00000");
  });

  it("locks the account for that address only, writes the lock to the operation log, and the owner unlocks it", async () => {
    const shopId = shops[1]!;
    const name = `shop${shopId}`;
    const attacker = "198.51.100.30";
    await guess("/m/login", name, attacker, 10);
    wait(3600 / 60); // long past any delay: now it is the lock that refuses
    const locked = await attempt("/m/login", name, "souk1234", attacker);
    expect([locked.status, locked.code, locked.msg]).toEqual([
      429,
      "B00016",
      "Too many wrong passwords, please try again in 30 minutes",
    ]);
    const owner = await api<MerchantLoginResult>(t, "POST", "/m/login", {
      body: { userName: name, passWord: "souk1234" },
      ip: "203.0.113.6",
    });
    expect(owner.code).toBe("00000");
    const token = owner.data.token;
    const list = await api<StaffMember[]>(t, "GET", "/m/staff/list", { token });
    expect(list.data.find((s) => s.userName === name)).toMatchObject({ locked: true });
    const log = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?action=signin.locked", { token });
    expect(log.data.records.map((e) => [e.userName, e.staffId, e.target, e.detail])).toEqual([
      [name, null, String(owner.data.staffId), { ip: attacker, lock: "address", door: "shop" }],
    ]);
    expect((await api(t, "PUT", `/m/staff/${owner.data.staffId}/unlock`, { token })).code).toBe("00000");
    expect((await attempt("/m/login", name, "souk1234", attacker)).code).toBe("00000");
    const after = await api<StaffMember[]>(t, "GET", "/m/staff/list", { token });
    expect(after.data.find((s) => s.userName === name)).toMatchObject({ locked: false });
    const unlocks = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?action=staff.unlock", { token });
    expect(unlocks.data.total).toBe(1);
  });

  it("a new password set by the owner lifts a staff member's lock", async () => {
    const shopId = shops[2]!;
    const owner = (
      await api<MerchantLoginResult>(t, "POST", "/m/login", {
        body: { userName: `shop${shopId}`, passWord: "souk1234" },
      })
    ).data.token;
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: owner,
      body: { userName: "t_clerk", name: "Clerk", role: "fulfilment", password: "Clerk123" },
    });
    const ip = "198.51.100.40";
    await guess("/m/login", "t_clerk", ip, 10);
    expect((await attempt("/m/login", "t_clerk", "Clerk123", ip)).status).toBe(429);
    await api(t, "PUT", `/m/staff/${made.data.staffId}/password`, { token: owner, body: { password: "Clerk456" } });
    expect((await attempt("/m/login", "t_clerk", "Clerk456", ip)).code).toBe("00000");
  });

  it("locks an account everywhere only after 100 wrong passwords spread over addresses, and logs it", async () => {
    const name = `shop${shops[3]}`;
    for (let i = 0; i < STAFF_SIGNIN_LIMITS.perAccount; i++)
      expect((await attempt("/m/login", name, "nope", `10.9.${Math.floor(i / 200)}.${i % 200}`)).status).toBe(401);
    expect((await attempt("/m/login", name, "souk1234", "203.0.113.7")).status).toBe(429);
    const rows = await t.ctx.database.db.select().from(staffOpLog).where(eq(staffOpLog.action, "signin.locked"));
    expect(rows.filter((r) => r.shopId === shops[3]).map((r) => r.detail.lock)).toEqual(["account"]);
  });

  it("does the same at the platform door: delays, a lock for the address, written with no shop", async () => {
    const ip = "198.51.100.50";
    for (let i = 1; i <= 3; i++) expect((await attempt("/admin/login", "platform", `bad${i}`, ip)).status).toBe(401);
    expect((await attempt("/admin/login", "platform", "souk1234", ip)).status).toBe(429);
    wait(1);
    await guess("/admin/login", "platform", ip, 7, 3);
    expect((await attempt("/admin/login", "platform", "souk1234", ip)).status).toBe(429);
    expect((await attempt("/admin/login", "platform", "souk1234", "203.0.113.8")).code).toBe("00000");
    const rows = await t.ctx.database.db.select().from(staffOpLog).where(eq(staffOpLog.action, "signin.locked"));
    expect(rows.filter((r) => r.shopId === null).map((r) => [r.userName, r.detail.door])).toEqual([
      ["platform", "platform"],
    ]);
  });
});
