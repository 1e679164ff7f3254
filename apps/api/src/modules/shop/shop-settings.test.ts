import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogVersion, MerchantLoginResult, OpLogEntry, Page, ShopSettings } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { png, upload } from "../shop-apply/test-support.ts";

/* The seller center's shop settings: the owner saves logo, introduction and service hours. */
let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createSeededApp();
  const signIn = async (userName: string) =>
    (await api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName, passWord: "souk1234" } })).data.token;
  token = await signIn("shop1");
  otherToken = await signIn("shop2");
});
afterAll(async () => t.close());

describe("shop settings", () => {
  it("saves logo, introduction and hours; the storefront's shop head shows them after the shops tag moves", async () => {
    const before = await api<ShopSettings>(t, "GET", "/m/shop/settings", { token });
    expect(before.data).toMatchObject({ shopId: 1, logo: "/files/shop/1.webp" });
    const logo = (await upload(t, "/m/file/upload", token, await png("#336699", 300, 300))).data.filePath;
    const version = (await api<CatalogVersion>(t, "GET", "/catalog/version")).data.shops;
    const saved = await api<ShopSettings>(t, "PUT", "/m/shop/settings", {
      token,
      body: { logo, introZh: "老字号，品质保证", introEn: "An old house of quality", serviceHours: "09:00-21:30" },
    });
    expect(saved.code, saved.msg ?? "").toBe("00000");
    expect(saved.data).toMatchObject({ logo, introEn: "An old house of quality", serviceHours: "09:00-21:30" });
    expect((await api<CatalogVersion>(t, "GET", "/catalog/version")).data.shops).toBeGreaterThan(version);
    const head = await api<{ shopLogo: string; intro: string }>(t, "GET", "/shop/headInfo?shopId=1", { lang: "en" });
    expect(head.data).toMatchObject({ shopLogo: logo, intro: "An old house of quality" });
    const log = await api<Page<OpLogEntry>>(t, "GET", "/m/oplog/page?action=settings.update", { token });
    expect(log.data.records[0]).toMatchObject({ target: "shop", userName: "shop1" });
    expect((await api<ShopSettings>(t, "GET", "/m/shop/settings", { token: otherToken })).data.shopId).toBe(2);
  });

  it.each([
    [{ serviceHours: "21:00-09:00" }, "serviceHours"],
    [{ serviceHours: "9-5" }, "serviceHours"],
    [{ logo: "https://evil.example/x.png" }, "logo"],
    [{ introZh: "<script>" }, "introZh"],
    [{ introEn: "x".repeat(501) }, "introEn"],
  ])("refuses %j with a field error and changes nothing", async (bad, field) => {
    const before = (await api<ShopSettings>(t, "GET", "/m/shop/settings", { token })).data;
    const body = { logo: before.logo, introZh: before.introZh, introEn: before.introEn, serviceHours: "", ...bad };
    const r = await api<{ field: string }[]>(t, "PUT", "/m/shop/settings", { token, body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data.map((f) => f.field)).toContain(field);
    expect((await api<ShopSettings>(t, "GET", "/m/shop/settings", { token })).data).toEqual(before);
  });
});
