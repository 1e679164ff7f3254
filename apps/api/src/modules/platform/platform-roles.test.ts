import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformRole, PlatformStaffProfile } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";

let t: TestApp;
const tokens = {} as Record<PlatformRole | "shop", string>;

const signIn = async (url: string, userName: string) => {
  const r = await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } });
  if (!r.data) throw new Error(`${userName}: ${r.msg}`);
  return r.data.token;
};
beforeAll(async () => {
  t = await createSeededApp();
  tokens.super = await signIn("/admin/login", "platform");
  // The demo seed's account of each role (seed/finance.ts).
  tokens.operations = await signIn("/admin/login", "platform_ops");
  tokens.service = await signIn("/admin/login", "platform_service");
  tokens.finance = await signIn("/admin/login", "platform_finance");
  tokens.shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

describe("platform roles: each role reaches only its areas (checked by the API)", () => {
  it.each([
    ["super", "GET", "/admin/shop/apply/page", true],
    ["operations", "GET", "/admin/shop/apply/page", true],
    ["service", "GET", "/admin/shop/apply/page", false],
    ["finance", "GET", "/admin/shop/apply/page", false],
    ["service", "GET", "/admin/chat/conversations", true],
    ["operations", "GET", "/admin/chat/conversations", false],
    ["finance", "GET", "/admin/flow/report", true],
    ["service", "GET", "/admin/flow/report", false],
    ["finance", "GET", "/admin/member/levels", true],
    ["operations", "GET", "/admin/member/levels", false],
  ] as const)("%s %s %s → allowed %s", async (role, method, url, allowed) => {
    const r = await api(t, method, url, { token: tokens[role] });
    // Allowed: past the role check (the route itself may still ask for its query).
    if (allowed) expect(["00000", "A00002"]).toContain(r.code);
    else expect([r.status, r.code]).toEqual([403, "A00016"]);
  });

  it("the profile names the role and what it allows; the sign-in of the seeded account is the super administrator", async () => {
    const me = await api<PlatformStaffProfile>(t, "GET", "/admin/staff/me", { token: tokens.super });
    expect(me.data).toMatchObject({ userName: "platform", role: "super" });
    expect(me.data.permissions).toContain("staff");
    const ops = await api<PlatformStaffProfile>(t, "GET", "/admin/staff/me", { token: tokens.operations });
    expect(ops.data.role).toBe("operations");
    expect(ops.data.permissions).not.toContain("staff");
  });

  it("a shop token and a buyer token are refused on /admin/", async () => {
    const buyer = await t.login();
    for (const token of [tokens.shop, buyer.token]) {
      const r = await api(t, "GET", "/admin/staff/me", { token });
      expect([r.status, r.code]).toEqual([401, "A00004"]);
    }
  });
});
