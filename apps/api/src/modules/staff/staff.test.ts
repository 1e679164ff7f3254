import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, OpLogEntry, Page, StaffMember, StaffProfile, StaffRole } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, call } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus } from "../checkout/test-support.ts";

/*
 * Seller-center staff: what each role may use on the API (one table, every route family), the
 * signed-in profile, the owner's staff management and the operation log, shop by shop.
 */
let t: TestApp;
let shopA: number;
let shopB: number;
const tokens = {} as Record<StaffRole, string>;
const ids = {} as Record<StaffRole, number>;

const signIn = async (userName: string, passWord = "souk1234", ip = "10.0.0.1") =>
  api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName, passWord }, ip });

beforeAll(async () => {
  t = await createSeededApp();
  const shops = [...new Set((await onSaleSkus(t)).map((s) => s.shopId))];
  [shopA, shopB] = [shops[0]!, shops[1]!];
  tokens.owner = (await signIn(`shop${shopA}`)).data.token;
  ids.owner = (await signIn(`shop${shopA}`)).data.staffId;
  for (const role of ["operations", "fulfilment", "service"] as const) {
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: `t_${role}`, name: `Test ${role}`, role, password: "Staff123" },
    });
    expect(made.code).toBe("00000");
    ids[role] = made.data.staffId;
    tokens[role] = (await signIn(`t_${role}`, "Staff123")).data.token;
  }
});
afterAll(async () => t.close());

describe("roles on the merchant API", () => {
  const day = "2026-01-15";
  // One representative route per family; ✓ = the role may use it (answers 200), ✗ = 403 A00014.
  const table: [family: string, method: "GET" | "PUT", url: string, allowed: StaffRole[]][] = [
    ["profile", "GET", "/m/staff/me", ["owner", "operations", "fulfilment", "service"]],
    ["products", "GET", "/m/product/page", ["owner", "operations"]],
    ["product groups", "GET", "/m/prodTag/list", ["owner", "operations"]],
    ["coupons", "GET", "/m/coupon/page", ["owner", "operations"]],
    ["discounts", "GET", "/m/discount/page", ["owner", "operations"]],
    ["group buys", "GET", "/m/group_activity/page", ["owner", "operations"]],
    ["flash sales", "GET", "/m/seckill/page", ["owner", "operations"]],
    ["orders", "GET", "/m/order/page", ["owner", "fulfilment"]],
    ["invoices", "GET", "/m/invoice/list", ["owner", "fulfilment"]],
    ["after-sales", "GET", "/m/refund/page", ["owner", "fulfilment"]],
    ["return address", "GET", "/m/shop/returnAddress", ["owner", "fulfilment"]],
    ["conversations", "GET", "/m/chat/conversations", ["owner", "service"]],
    ["flow report", "GET", `/m/flow/report?day=${day}`, ["owner"]],
    ["staff", "GET", "/m/staff/list", ["owner"]],
    ["operation log", "GET", "/m/oplog/page", ["owner"]],
  ];
  const roles: StaffRole[] = ["owner", "operations", "fulfilment", "service"];
  const cases = table.flatMap(([family, method, url, allowed]) =>
    roles.map((role) => [family, role, allowed.includes(role), method, url] as const),
  );

  it.each(cases)("%s as %s: allowed %s", async (_family, role, allowed, method, url) => {
    const r = await api(t, method, url, { token: tokens[role] });
    if (allowed) expect([r.status, r.code]).toEqual([200, "00000"]);
    else expect([r.status, r.code, r.msg]).toEqual([403, "A00014", "Your role does not allow this"]);
  });

  it("holds on writes: customer service cannot ship, change a product or add staff, and nothing changes", async () => {
    const ship = await api(t, "PUT", "/m/order/delivery", {
      token: tokens.service,
      body: { orderNumber: "1".repeat(19), carrier: "SF", trackingNumber: "SF1234" },
    });
    expect([ship.status, ship.code]).toEqual([403, "A00014"]);
    const add = await api(t, "POST", "/m/staff", {
      token: tokens.fulfilment,
      body: { userName: "t_sneaky", name: "Sneaky", role: "operations", password: "Staff123" },
    });
    expect([add.status, add.code]).toEqual([403, "A00014"]);
    expect((await signIn("t_sneaky", "Staff123")).status).toBe(401);
  });

  it("refuses buyer and platform tokens on /m/ (401), and an unknown /m/ path stays 404", async () => {
    const b = await buyer(t);
    expect((await api(t, "GET", "/m/staff/me", { token: b.token })).status).toBe(401);
    const platform = await api<MerchantLoginResult>(t, "POST", "/admin/login", {
      body: { userName: "platform", passWord: "souk1234" },
    });
    expect((await api(t, "GET", "/m/staff/me", { token: platform.data.token })).status).toBe(401);
    expect((await call(t, "GET", "/m/no/such/path", { token: tokens.service })).status).toBe(404);
  });
});

describe("the signed-in profile", () => {
  it("names the member, the role, what the sidebar may show and the shop", async () => {
    const me = await api<StaffProfile>(t, "GET", "/m/staff/me", { token: tokens.fulfilment });
    expect(me.data).toMatchObject({
      staffId: ids.fulfilment,
      userName: "t_fulfilment",
      name: "Test fulfilment",
      role: "fulfilment",
      permissions: ["orders", "refunds"],
      shopId: shopA,
    });
    expect(me.data.shopName).not.toBe("");
    const owner = await api<StaffProfile>(t, "GET", "/m/staff/me", { token: tokens.owner });
    expect(owner.data.role).toBe("owner");
    expect(owner.data.permissions).toContain("staff");
  });
});

describe("staff management by the owner", () => {
  it("lists the shop's accounts only, with roles", async () => {
    const list = await api<StaffMember[]>(t, "GET", "/m/staff/list", { token: tokens.owner });
    expect(list.data.map((s) => [s.userName, s.role, s.status])).toEqual([
      [`shop${shopA}`, "owner", 1],
      ["t_operations", "operations", 1],
      ["t_fulfilment", "fulfilment", 1],
      ["t_service", "service", 1],
    ]);
  });

  it.each([
    ["a weak password", { userName: "t_weak", name: "W", role: "service", password: "abcdef" }, "password"],
    ["the owner role", { userName: "t_owner2", name: "O", role: "owner", password: "Staff123" }, "role"],
    ["a bad account name", { userName: "a b", name: "X", role: "service", password: "Staff123" }, "userName"],
    ["an empty name", { userName: "t_noname", name: " ", role: "service", password: "Staff123" }, "name"],
  ])("refuses %s with a field error", async (_what, body, field) => {
    const r = await api<{ field: string }[]>(t, "POST", "/m/staff", { token: tokens.owner, body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data.map((f) => f.field)).toContain(field);
  });

  it("refuses a taken account name (any case, any shop)", async () => {
    const r = await api(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: `SHOP${shopB}`, name: "Copy", role: "service", password: "Staff123" },
    });
    expect([r.status, r.msg]).toEqual([409, "This account name is already taken"]);
  });

  it("changes a role, which applies at the member's next request", async () => {
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: "t_mover", name: "Mover", role: "service", password: "Staff123" },
    });
    const token = (await signIn("t_mover", "Staff123")).data.token;
    expect((await api(t, "GET", "/m/order/page", { token })).status).toBe(403);
    const r = await api(t, "PUT", `/m/staff/${made.data.staffId}/role`, {
      token: tokens.owner,
      body: { role: "fulfilment" },
    });
    expect(r.code).toBe("00000");
    expect((await api(t, "GET", "/m/order/page", { token })).status).toBe(200);
  });

  it("disables an account (its sessions end, sign-in refused) and enables it again", async () => {
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: "t_leaver", name: "Leaver", role: "service", password: "Staff123" },
    });
    const token = (await signIn("t_leaver", "Staff123")).data.token;
    const off = await api(t, "PUT", `/m/staff/${made.data.staffId}/status`, {
      token: tokens.owner,
      body: { status: 0 },
    });
    expect(off.code).toBe("00000");
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(401);
    expect((await signIn("t_leaver", "Staff123")).status).toBe(401);
    await api(t, "PUT", `/m/staff/${made.data.staffId}/status`, { token: tokens.owner, body: { status: 1 } });
    expect((await signIn("t_leaver", "Staff123")).code).toBe("00000");
  });

  it("resets a password: the old one and the old sessions stop working", async () => {
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: "t_forgot", name: "Forgot", role: "service", password: "Staff123" },
    });
    const old = (await signIn("t_forgot", "Staff123")).data.token;
    const r = await api(t, "PUT", `/m/staff/${made.data.staffId}/password`, {
      token: tokens.owner,
      body: { password: "Fresh456" },
    });
    expect(r.code).toBe("00000");
    expect((await api(t, "GET", "/m/staff/me", { token: old })).status).toBe(401);
    expect((await signIn("t_forgot", "Staff123")).status).toBe(401);
    expect((await signIn("t_forgot", "Fresh456")).code).toBe("00000");
  });

  it("keeps the owner account's role and status", async () => {
    const role = await api(t, "PUT", `/m/staff/${ids.owner}/role`, { token: tokens.owner, body: { role: "service" } });
    const status = await api(t, "PUT", `/m/staff/${ids.owner}/status`, { token: tokens.owner, body: { status: 0 } });
    expect([role.status, status.status]).toEqual([409, 409]);
    expect((await api(t, "GET", "/m/staff/me", { token: tokens.owner })).status).toBe(200);
  });

  it("never reaches another shop's staff: 404 like an unknown id, nothing changes", async () => {
    const ownerB = (await signIn(`shop${shopB}`)).data.token;
    for (const [url, body] of [
      [`/m/staff/${ids.service}/role`, { role: "fulfilment" }],
      [`/m/staff/${ids.service}/status`, { status: 0 }],
      [`/m/staff/${ids.service}/password`, { password: "Taken789" }],
      [`/m/staff/${ids.service}/unlock`, undefined],
      ["/m/staff/99999999/role", { role: "fulfilment" }],
    ] as const) {
      const r = await api(t, "PUT", url, { token: ownerB, body });
      expect([url, r.status, r.code]).toEqual([url, 404, "A00013"]);
    }
    expect((await api(t, "GET", "/m/staff/me", { token: tokens.service })).data).toMatchObject({ role: "service" });
    const listB = await api<StaffMember[]>(t, "GET", "/m/staff/list", { token: ownerB });
    expect(listB.data.map((s) => s.userName)).toEqual([`shop${shopB}`]);
    const logB = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page", { token: ownerB });
    expect(logB.data.records.filter((e) => e.action.startsWith("staff."))).toEqual([]);
  });
});

describe("the operation log", () => {
  it("records staff changes with who and when, newest first, filterable by action and day", async () => {
    const all = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?size=100", { token: tokens.owner });
    const creates = all.data.records.filter((e) => e.action === "staff.create");
    expect(creates.map((e) => e.detail.userName)).toEqual(
      expect.arrayContaining(["t_operations", "t_fulfilment", "t_service", "t_mover"]),
    );
    expect(creates.every((e) => e.userName === `shop${shopA}` && e.staffId === ids.owner)).toBe(true);
    expect(all.data.records[0]!.id).toBeGreaterThan(all.data.records.at(-1)!.id);
    const roles = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?action=staff.role", { token: tokens.owner });
    expect(roles.data.records.map((e) => [e.action, e.detail.from, e.detail.to])).toEqual([
      ["staff.role", "service", "fulfilment"],
    ]);
    const today = all.data.records[0]!.createdAt.slice(0, 10);
    const none = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?from=2001-01-01&to=2001-01-02", {
      token: tokens.owner,
    });
    expect(none.data.total).toBe(0);
    const day = await api<Page<OpLogEntry>>(t, "GET", `/m/oplog/page?from=${today}&to=${today}&size=100`, {
      token: tokens.owner,
    });
    expect(day.data.total).toBe(all.data.total);
    const bad = await api(t, "GET", "/m/oplog/page?action=nothing", { token: tokens.owner });
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);
  });
});
