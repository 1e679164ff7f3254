import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogVersion, Page, PlatformShop, ShopStatusNotice } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";

let t: TestApp;
let platform: string;
let finance: string;
let shop: string;
let shopId: number;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  // platform_finance: a finance account of the demo seed (seed/finance.ts).
  platform = await signIn("/admin/login", "platform");
  finance = await signIn("/admin/login", "platform_finance");
  const m = await api<{ token: string; shopId: number }>(t, "POST", "/m/login", {
    body: { userName: "shop1", passWord: "souk1234" },
  });
  shop = m.data.token;
  shopId = m.data.shopId;
});
afterAll(async () => t.close());

const put = (action: string, reason: unknown, lang: "zh" | "en" = "en", token = platform, id = shopId) =>
  api<{ status: number }>(t, "PUT", `/admin/shop/${id}/${action}`, { token, lang, body: { reason } });
const notice = async (lang: "zh" | "en" = "en") =>
  (await api<ShopStatusNotice>(t, "GET", "/m/shop/status-notice", { token: shop, lang })).data;
const shopsPage = async (query: string, lang: "zh" | "en" = "en") =>
  api<Page<PlatformShop>>(t, "GET", `/admin/shop/page?${query}`, { token: platform, lang });
const head = async () => (await api(t, "GET", `/shop/headInfo?shopId=${shopId}`)).data as { status: number };
const version = async () => (await api<CatalogVersion>(t, "GET", "/catalog/version")).data;
const onSale = async () => {
  const r = await api<Page<{ shopId: number }>>(t, "GET", `/search/searchProdPage?shopId=${shopId}&size=5`);
  return r.data.records.length;
};

describe("GET /admin/shop/page", () => {
  it("lists every shop with its status, searches by name (zh or en) and pages", async () => {
    const all = await shopsPage("size=2", "zh");
    expect(all.code, all.msg ?? "").toBe("00000");
    expect(all.data.records).toHaveLength(2);
    expect(all.data.total).toBeGreaterThan(2);
    const mine = await shopsPage(`size=100`);
    const row = mine.data.records.find((s) => s.shopId === shopId)!;
    expect(row).toMatchObject({ status: 1, state: "open", statusText: "Open", reason: "", reasonTime: null });
    expect(row.onShelf).toBeGreaterThan(0);
    const found = await shopsPage(`keyword=${encodeURIComponent(row.shopName.slice(0, 2))}`);
    expect(found.data.records.map((s) => s.shopId)).toContain(shopId);
    expect((await shopsPage("keyword=no-such-shop-anywhere")).data.total).toBe(0);
    expect((await shopsPage("status=suspended")).data.records.every((s) => s.state === "suspended")).toBe(true);
  });

  it("refuses an unknown filter with a localized message", async () => {
    const r = await shopsPage("status=closedish", "zh");
    expect(r.status).toBe(400);
    expect(r.msg).toBe("status: 不支持的店铺状态筛选");
  });
});

describe("GET /admin/shop/apply/page?keyword=", () => {
  it("finds applications by shop name or the applicant's account, within a status", async () => {
    const page = (q: string) =>
      api<Page<{ shopName: string; userMobile: string }>>(t, "GET", `/admin/shop/apply/page?${q}`, { token: platform });
    const byName = await page(`keyword=${encodeURIComponent("山野")}`);
    expect(byName.data.records.map((a) => a.shopName)).toEqual(["山野茶舍"]);
    expect((await page("keyword=applicant2")).data.records.map((a) => a.userMobile)).toEqual(["13800000012"]);
    expect((await page("keyword=13800000011&auditStatus=-1")).data.total).toBe(0);
    expect((await page("keyword=%25")).data.total).toBe(0);
    const tooLong = await api(t, "GET", `/admin/shop/apply/page?keyword=${"x".repeat(41)}`, {
      token: platform,
      lang: "zh",
    });
    expect(tooLong.status).toBe(400);
    expect((await api(t, "GET", "/admin/shop/apply/page", { token: finance })).status).toBe(403);
  });
});

describe("suspend and reinstate, offline and online, each with the reason the owner reads", () => {
  it("requires a reason (localized) and changes nothing without one", async () => {
    for (const reason of ["", "   ", "x".repeat(201), 42]) {
      const r = await put("suspend", reason, "zh");
      expect(r.status).toBe(400);
      expect(r.msg).toBe("reason: 请输入原因（1-200个字符），店主会在商家中心看到");
    }
    expect((await put("offline", "", "en")).msg).toBe(
      "reason: Please enter the reason (1-200 characters); the shop owner sees it in the seller center",
    );
    expect(await head()).toMatchObject({ status: 1 });
  });

  it("suspends: the storefront shows the shop offline, its goods leave search, the owner reads why; reinstates", async () => {
    expect(await onSale()).toBeGreaterThan(0);
    const before = await version();
    const r = await put("suspend", "多次虚假发货，停业整顿", "zh");
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data).toEqual({ status: 0 });
    // The cached storefront pages follow through the catalog versions.
    const after = await version();
    expect(after.shops).toBeGreaterThan(before.shops);
    expect(after.products).toBeGreaterThan(before.products);
    expect(await head()).toMatchObject({ status: 0 });
    expect(await onSale()).toBe(0);
    // The owner still signs in and reads the reason in the seller center.
    expect(await notice("zh")).toMatchObject({
      status: 0,
      statusText: "已停业",
      action: "suspend",
      reason: "多次虚假发货，停业整顿",
    });
    expect((await notice("en")).statusText).toBe("Suspended");
    const listed = (await shopsPage("status=suspended")).data.records.find((s) => s.shopId === shopId);
    expect(listed).toMatchObject({ state: "suspended", reason: "多次虚假发货，停业整顿" });
    expect(listed?.reasonTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Suspended twice, or put "online": refused with a clear message.
    expect((await put("suspend", "again")).msg).toBe("Only an open, offline or not yet open shop can be suspended");
    expect((await put("online", "again")).msg).toBe("Only a shop taken offline can be put back online");

    const back = await put("reinstate", "整改完成，恢复营业");
    expect(back.data).toEqual({ status: 1 });
    expect(await head()).toMatchObject({ status: 1 });
    expect(await onSale()).toBeGreaterThan(0);
    expect(await notice()).toMatchObject({
      status: 1,
      statusText: "Open",
      action: "reinstate",
      reason: "整改完成，恢复营业",
    });
    expect((await put("reinstate", "again")).msg).toBe("Only a suspended shop can be reinstated");
  });

  it("takes the shop offline and back online with reasons, each in the operation log", async () => {
    expect((await put("offline", "证照过期，请更新")).data).toEqual({ status: 2 });
    expect(await notice()).toMatchObject({ status: 2, statusText: "Taken offline", reason: "证照过期，请更新" });
    expect((await put("online", "证照已更新")).data).toEqual({ status: 1 });
    const log = await t.ctx.database.query<{ action: string; detail: { reason: string; to: number } }>(
      `select action, detail from staff_op_log where shop_id is null and target = $1 order by id`,
      [String(shopId)],
    );
    expect(log.map((l) => [l.action, l.detail.reason, l.detail.to])).toEqual([
      ["shop.suspend", "多次虚假发货，停业整顿", 0],
      ["shop.reinstate", "整改完成，恢复营业", 1],
      ["shop.offline", "证照过期，请更新", 2],
      ["shop.online", "证照已更新", 1],
    ]);
    expect((await put("suspend", "x", "en", platform, 999_999)).status).toBe(404);
  });

  it("refuses other roles (403) and shop tokens (401) on /admin, and platform tokens on /m", async () => {
    for (const action of ["offline", "online", "suspend", "reinstate"]) {
      const r = await put(action, "reason", "zh", finance);
      expect([r.status, r.code]).toEqual([403, "A00016"]);
      expect((await put(action, "reason", "zh", shop)).status).toBe(401);
    }
    expect((await api(t, "GET", "/admin/shop/page", { token: finance })).status).toBe(403);
    expect((await api(t, "GET", "/admin/shop/page", { token: shop })).status).toBe(401);
    expect((await api(t, "GET", "/admin/shop/page")).status).toBe(401);
    expect((await api(t, "GET", "/m/shop/status-notice", { token: platform })).status).toBe(401);
    expect(await head()).toMatchObject({ status: 1 });
  });
});
