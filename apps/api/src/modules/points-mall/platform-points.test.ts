import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, PointsProductView } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { onSaleSkus } from "../checkout/test-support.ts";

/** Points goods in the platform console: list, put on and take off the shelf, op-log, roles. */
let t: TestApp;
let admin: string;
let service: string;
let shop: string;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  await t.ctx.database.db.insert(shopStaff).values({
    shopId: null,
    userName: "platform_pt_service",
    role: "service",
    passwordHash: await hashPassword("souk1234"),
  });
  admin = await signIn("/admin/login", "platform");
  service = await signIn("/admin/login", "platform_pt_service");
  shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

describe("points goods", () => {
  it("puts a product on the points shelf, the storefront lists it; off the shelf it leaves; both logged", async () => {
    const listed = await api<Page<PointsProductView>>(t, "GET", "/admin/points/products?size=100", { token: admin });
    const taken = new Set(listed.data.records.map((p) => p.prodId));
    const sku = (await onSaleSkus(t)).find((s) => !taken.has(s.prodId))!;
    const on = await api(t, "PUT", "/admin/points/products", {
      token: admin,
      body: { prodId: sku.prodId, points: 1200, cash: "9.90", status: 1, seq: 3 },
    });
    expect(on.code, on.msg ?? "").toBe("00000");
    const admins = await api<Page<PointsProductView>>(t, "GET", "/admin/points/products?size=100", { token: admin });
    expect(admins.data.records.find((p) => p.prodId === sku.prodId)).toMatchObject({
      points: 1200,
      cash: 9.9,
      seq: 3,
      status: 1,
    });
    const store = await api<Page<PointsProductView>>(t, "GET", "/ua/points/mall?size=100");
    expect(store.data.records.some((p) => p.prodId === sku.prodId)).toBe(true);

    const off = await api(t, "PUT", "/admin/points/products", {
      token: admin,
      body: { prodId: sku.prodId, points: 1200, cash: "9.90", status: 0, seq: 3 },
    });
    expect(off.code).toBe("00000");
    const store2 = await api<Page<PointsProductView>>(t, "GET", "/ua/points/mall?size=100");
    expect(store2.data.records.some((p) => p.prodId === sku.prodId)).toBe(false);
    const log = await t.ctx.database.query<{ action: string }>(
      "select action from staff_op_log where shop_id is null and target = $1 order by id",
      [`prod:${sku.prodId}`],
    );
    expect(log.map((l) => l.action)).toEqual(["points.set", "points.off"]);
  });

  it("validates in the operator's language; an unknown product is 404", async () => {
    const bad = await api(t, "PUT", "/admin/points/products", {
      token: admin,
      body: { prodId: 1, points: 15 },
      lang: "zh",
    });
    expect(bad.code).toBe("A00002");
    expect(bad.msg).toContain("10");
    const none = await api(t, "PUT", "/admin/points/products", { token: admin, body: { prodId: 999999, points: 100 } });
    expect(none.status).toBe(404);
  });

  it("customer service gets 403, a shop token 401", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const s = await api(t, method, "/admin/points/products", { token: service, body: { prodId: 1, points: 100 } });
      expect([s.status, s.code]).toEqual([403, "A00016"]);
      const m = await api(t, method, "/admin/points/products", { token: shop, body: { prodId: 1, points: 100 } });
      expect(m.status).toBe(401);
    }
  });
});
