import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCreditCode, type EnterpriseApplication } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";

let t: TestApp;
let platform: string;

beforeAll(async () => {
  t = await createSeededApp();
  platform = (
    await api<{ token: string }>(t, "POST", "/admin/login", { body: { userName: "platform", passWord: "souk1234" } })
  ).data.token;
});
afterAll(async () => t.close());

describe("the unified social credit code (GB 32100-2015)", () => {
  it.each([
    ["91350100M000100Y43", true],
    ["91110000600037341L", true],
    ["91350100M000100Y44", false], // wrong check character
    ["91350100M000100Y4", false], // 17 characters
    ["91350100I000100Y43", false], // I is not in the alphabet
    ["", false],
  ])("%s → %s", (code, ok) => expect(isCreditCode(code)).toBe(ok));
});

const form = {
  companyName: "杭州某某网络科技有限公司",
  creditCode: "91350100m000100y43",
  contactName: "李四",
  phone: "13800138000",
  purpose: "为员工采购办公电脑和耳机",
};

describe("enterprise purchasing", () => {
  it("under review → approved by the platform; the buyer sees each state; applying again is refused", async () => {
    const b = await buyer(t);
    expect((await api(t, "GET", "/p/enterprise/apply", { token: b.token })).data).toBeNull();
    const r = await api<EnterpriseApplication>(t, "POST", "/p/enterprise/apply", { token: b.token, body: form });
    expect(r.data).toMatchObject({ status: 0, statusText: "Under review", creditCode: "91350100M000100Y43" });
    const again = await api(t, "POST", "/p/enterprise/apply", { token: b.token, body: form, lang: "zh" });
    expect([again.status, again.msg]).toEqual([409, "您的企业采购申请正在审核中，请耐心等待"]);

    const pending = await api<EnterpriseApplication[]>(t, "GET", "/admin/enterprise/apply/list", { token: platform });
    expect(pending.data.map((a) => a.applyId)).toContain(r.data.applyId);
    const ok = await api(t, "PUT", `/admin/enterprise/apply/${r.data.applyId}/approve`, { token: platform });
    expect(ok.code).toBe("00000");
    expect((await api(t, "GET", "/p/enterprise/apply", { token: b.token, lang: "zh" })).data).toMatchObject({
      status: 1,
      statusText: "已通过",
    });
    const twice = await api(t, "PUT", `/admin/enterprise/apply/${r.data.applyId}/reject`, {
      token: platform,
      body: { reason: "重复" },
    });
    expect(twice.msg).toBe("This application has already been answered");
    expect((await api(t, "POST", "/p/enterprise/apply", { token: b.token, body: form })).msg).toBe(
      "You are already an enterprise buyer",
    );
  });

  it("not passed with a reason, then sent again; bad fields are named; buyers and shops cannot answer", async () => {
    const b = await buyer(t);
    const bad = await api(t, "POST", "/p/enterprise/apply", {
      token: b.token,
      body: { ...form, creditCode: "91350100M000100Y44", phone: "123" },
    });
    expect(bad.code).toBe("A00002");
    expect(bad.msg).toContain("Please enter a valid unified social credit code (18 characters)");
    expect(bad.msg).toContain("Please enter a valid phone number");
    expect((await api(t, "GET", "/p/enterprise/apply", { token: b.token })).data).toBeNull();

    const r = await api<EnterpriseApplication>(t, "POST", "/p/enterprise/apply", { token: b.token, body: form });
    expect((await api(t, "GET", "/admin/enterprise/apply/list", { token: b.token })).status).toBe(401);
    const no = await api<EnterpriseApplication>(t, "PUT", `/admin/enterprise/apply/${r.data.applyId}/reject`, {
      token: platform,
      body: { reason: "营业执照信息不符" },
    });
    expect(no.data).toMatchObject({ status: -1, reason: "营业执照信息不符" });
    const resent = await api<EnterpriseApplication>(t, "POST", "/p/enterprise/apply", {
      token: b.token,
      body: { ...form, purpose: "为分公司采购打印机和耗材" },
    });
    expect(resent.data).toMatchObject({ applyId: r.data.applyId, status: 0, reason: "" });
    const missing = await api(t, "PUT", "/admin/enterprise/apply/999999/approve", { token: platform });
    expect([missing.status, missing.code]).toEqual([404, "A00013"]);
  });
});
