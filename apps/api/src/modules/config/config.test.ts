import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcWebConfig } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { seed } from "../../seed/index.ts";
import { get } from "../../../test/http.ts";
import { CONFIG_KEYS, configServiceOf } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("before the demo data is loaded", () => {
  it("answers an all-empty web config and closed switches rather than failing", async () => {
    const { body } = await get(t, "/webConfig/getPcWebConfig?webConfigType=3");
    expect(body.code).toBe("00000");
    expect(Object.values(body.data).every((v) => v === "")).toBe(true);
    expect((await get(t, "/sys/config/info/getSysServiceSwitch")).body.data).toEqual({
      serviceTermsSwitch: false,
      privacyPolicySwitch: false,
    });
    const terms = await get(t, "/sys/config/info/terms?sts=0");
    expect(terms).toMatchObject({ status: 404, body: { code: "A00013" } });
  });
});

describe("with the demo data", () => {
  beforeAll(async () => {
    await seed(t.ctx, { products: 20 });
  });

  it("answers every PcWebConfig field, Chinese in *Cn and English in *En, whatever the request language", async () => {
    const zh = await get(t, "/webConfig/getPcWebConfig?webConfigType=3");
    const en = await get(t, "/webConfig/getPcWebConfig?webConfigType=3", "en");
    expect(zh.status).toBe(200);
    const data = pcWebConfig.strict().parse(zh.body.data);
    expect(en.body.data).toEqual(data);
    for (const [k, v] of Object.entries(data)) expect(v, k).not.toBe("");
    for (const k of [
      "pcTitleContentCn",
      "pcWelcomeCn",
      "pcCompanyNameCn",
      "pcCompanyInfoCn",
      "pcCopyrightCn",
    ] as const) {
      expect(data[k], k).toMatch(/\p{Script=Han}/u);
    }
    for (const k of [
      "pcTitleContentEn",
      "pcWelcomeEn",
      "pcCompanyNameEn",
      "pcCompanyInfoEn",
      "pcCopyrightEn",
    ] as const) {
      expect(data[k], k).not.toMatch(/\p{Script=Han}/u);
    }
    expect(data.pcCompanyInfoCn.split("\n").length).toBeGreaterThan(1);
    expect(data.pcCompanyInfoEn.split("\n").length).toBe(data.pcCompanyInfoCn.split("\n").length);
    for (const k of ["pcLogoImg", "pcQrcodeImg", "pcTitleImg"] as const) expect(data[k]).toMatch(/^\/files\/site\//);
  });

  it("defaults webConfigType to 3 and rejects other types with A00002", async () => {
    expect((await get(t, "/webConfig/getPcWebConfig")).body.code).toBe("00000");
    const bad = await get(t, "/webConfig/getPcWebConfig?webConfigType=2");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "A00002", data: [{ field: "webConfigType" }] });
  });

  it("answers the switch documents in their contract shapes", async () => {
    expect((await get(t, "/sys/config/info/getSysServiceSwitch")).body.data).toEqual({
      serviceTermsSwitch: true,
      privacyPolicySwitch: true,
    });
    expect((await get(t, "/sys/config/info/getSysLoginConfig")).body.data).toEqual({
      loginOpen: true,
      // The demo turns both on; the sandbox providers play them in the embedded mode (ADR 0043).
      qqLoginOpen: true,
      wechatLoginOpen: true,
    });
    expect((await get(t, "/sys/config/info/getSysPaySwitch")).body.data).toEqual({
      balancePay: true,
      wechatPay: true,
      // Payment takes balance and WeChat only: Alipay is never reported on.
      aliPay: false,
    });
  });

  it("answers the service terms (sts=0) and privacy policy (sts=1) in the request language", async () => {
    const terms = (await get(t, "/sys/config/info/terms?sts=0")).body.data;
    expect(terms).toMatchObject({ sts: 0, title: "Souk商城用户服务协议" });
    expect(terms.content.match(/<p>/g).length).toBeGreaterThan(5);
    const privacyEn = (await get(t, "/sys/config/info/terms?sts=1", "en")).body.data;
    expect(privacyEn).toMatchObject({ sts: 1, title: "Souk Mall Privacy Policy" });
    expect(privacyEn.content).not.toMatch(/\p{Script=Han}/u);
  });

  it.each(["", "?sts=2", "?sts=x"])("rejects terms%s with A00002 naming sts", async (qs) => {
    const { status, body } = await get(t, `/sys/config/info/terms${qs}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "A00002", data: [{ field: "sts" }] });
  });

  it("sees its own writes at once (the cache is cleared on set)", async () => {
    const config = configServiceOf(t.ctx);
    const before = await config.pcWebConfig();
    await config.set(CONFIG_KEYS.webPc, { ...before, pcWelcomeEn: "Hello!" });
    expect((await get(t, "/webConfig/getPcWebConfig")).body.data.pcWelcomeEn).toBe("Hello!");
    await config.set(CONFIG_KEYS.webPc, before);
  });
});
