import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, Page, PlatformOpLogEntry, PlatformStaffMember } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { staffToken } from "../refund/test-support.ts";
import { onSaleSkus } from "../checkout/test-support.ts";

/*
 * The platform console's staff page: platform accounts through the seller center's code path,
 * only super administrators may use it, the last enabled super stays one, every change is in the
 * console's operation log (shop null) and never in a shop's.
 */
let t: TestApp;
let root: string;

const signIn = (userName: string, passWord = "Staff123") =>
  api<MerchantLoginResult>(t, "POST", "/admin/login", { body: { userName, passWord } });
const add = (userName: string, role: string, token = root, lang: "zh" | "en" = "en") =>
  api<{ staffId: number }>(t, "POST", "/admin/staff", {
    token,
    lang,
    body: { userName, name: `Test ${role}`, role, password: "Staff123" },
  });
const list = async () => (await api<PlatformStaffMember[]>(t, "GET", "/admin/staff/list", { token: root })).data;

beforeAll(async () => {
  t = await createSeededApp();
  root = (await signIn("platform", "souk1234")).data.token;
});
afterAll(async () => t.close());

describe("platform staff", () => {
  it("adds an account with a role; it signs in and sees only its role's routes", async () => {
    const made = await add("p_ops", "operations");
    expect(made.code, made.msg ?? "").toBe("00000");
    expect((await list()).find((m) => m.userName === "p_ops")).toMatchObject({
      role: "operations",
      status: 1,
      locked: false,
    });
    const ops = (await signIn("p_ops")).data.token;
    const me = await api<{ role: string; permissions: string[] }>(t, "GET", "/admin/staff/me", { token: ops });
    expect(me.data.role).toBe("operations");
    for (const url of ["/admin/staff/list", "/admin/oplog/page", "/admin/finance/settlements"]) {
      const r = await api(t, "GET", url, { token: ops });
      expect([url, r.status, r.code]).toEqual([url, 403, "A00016"]);
    }
    expect((await add("p_x", "service", ops)).status).toBe(403);
    // A finance account reads finance but not staff.
    await add("p_fin", "finance");
    const fin = (await signIn("p_fin")).data.token;
    expect((await api(t, "GET", "/admin/finance/settlements", { token: fin })).code).toBe("00000");
    expect((await api(t, "GET", "/admin/staff/list", { token: fin })).status).toBe(403);
    // A shop's token is refused.
    const shop = await staffToken(t, (await onSaleSkus(t))[0]!.shopId);
    expect((await api(t, "GET", "/admin/staff/list", { token: shop })).status).toBe(401);
  });

  it("refuses bad input in the reader's language and taken names", async () => {
    const bad = await api(t, "POST", "/admin/staff", {
      token: root,
      lang: "zh",
      body: { userName: "a", name: "", role: "boss", password: "1" },
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
    const taken = await add("shop1", "operations", root, "zh");
    expect([taken.status, taken.msg]).toEqual([409, "该账号已被使用"]);
  });

  it("changes role, disables and enables, resets the password, unlocks; each change is logged", async () => {
    const id = (await add("p_svc", "service")).data.staffId;
    const svc = (await signIn("p_svc")).data.token;
    expect((await api(t, "PUT", `/admin/staff/${id}/role`, { token: root, body: { role: "finance" } })).code).toBe(
      "00000",
    );
    const me = await api<{ role: string }>(t, "GET", "/admin/staff/me", { token: svc });
    expect(me.data.role).toBe("finance");
    expect((await api(t, "PUT", `/admin/staff/${id}/status`, { token: root, body: { status: 0 } })).code).toBe("00000");
    expect((await api(t, "GET", "/admin/staff/me", { token: svc })).status).toBe(401);
    expect((await signIn("p_svc")).code).not.toBe("00000");
    await api(t, "PUT", `/admin/staff/${id}/status`, { token: root, body: { status: 1 } });
    expect(
      (await api(t, "PUT", `/admin/staff/${id}/password`, { token: root, body: { password: "Newpass99" } })).code,
    ).toBe("00000");
    expect((await signIn("p_svc", "Newpass99")).code).toBe("00000");
    expect((await api(t, "PUT", `/admin/staff/${id}/unlock`, { token: root })).code).toBe("00000");
    // Another shop's or an unknown id answers 404; a shop account is not a platform account.
    expect((await api(t, "PUT", `/admin/staff/999999/unlock`, { token: root })).status).toBe(404);

    const log = await api<Page<PlatformOpLogEntry>>(t, "GET", `/admin/oplog/page?size=50`, { token: root });
    const mine = log.data.records.filter((e) => e.target === String(id)).map((e) => e.action);
    expect(mine).toEqual([
      "staff.unlock",
      "staff.password",
      "staff.status",
      "staff.status",
      "staff.role",
      "staff.create",
    ]);
    expect(log.data.records.find((e) => e.action === "staff.role" && e.target === String(id))).toMatchObject({
      userName: "platform",
      detail: { userName: "p_svc", from: "service", to: "finance" },
    });
    const filtered = await api<Page<PlatformOpLogEntry>>(t, "GET", `/admin/oplog/page?action=staff.create`, {
      token: root,
    });
    expect(filtered.data.records.every((e) => e.action === "staff.create")).toBe(true);
    const shopLog = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from staff_op_log where shop_id is not null and target = $1",
      [String(id)],
    );
    expect(Number(shopLog[0]!.n)).toBe(0);
  });

  it("the last enabled super administrator is neither disabled nor demoted", async () => {
    const me = (await list()).find((m) => m.userName === "platform")!;
    const demote = await api(t, "PUT", `/admin/staff/${me.staffId}/role`, {
      token: root,
      lang: "en",
      body: { role: "operations" },
    });
    expect([demote.status, demote.code]).toEqual([409, "A00058"]);
    const off = await api(t, "PUT", `/admin/staff/${me.staffId}/status`, { token: root, body: { status: 0 } });
    expect(off.code).toBe("A00058");
    // With a second enabled super, the first may go; then the second is the last.
    const second = (await add("p_boss", "super")).data.staffId;
    const boss = (await signIn("p_boss")).data.token;
    expect((await api(t, "PUT", `/admin/staff/${me.staffId}/status`, { token: boss, body: { status: 0 } })).code).toBe(
      "00000",
    );
    const last = await api(t, "PUT", `/admin/staff/${second}/role`, { token: boss, body: { role: "finance" } });
    expect(last.code).toBe("A00058");
    await api(t, "PUT", `/admin/staff/${me.staffId}/status`, { token: boss, body: { status: 1 } });
    root = (await signIn("platform", "souk1234")).data.token;
    expect((await list()).filter((m) => m.role === "super" && m.status === 1)).toHaveLength(2);
  });
});
