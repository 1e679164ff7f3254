import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopApplication, UserCenterInfo } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { register, sendCode, wire } from "../account/test-support.ts";
import { api } from "../../../test/http.ts";
import { png, upload, validApplication } from "./test-support.ts";

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createSeededApp();
  const r = await api<{ token: string }>(t, "POST", "/admin/login", {
    body: { userName: "platform", passWord: "souk1234" },
  });
  platform = r.data.token;
});
afterAll(async () => t.close());

const center = async (token: string) => (await api<UserCenterInfo>(t, "GET", "/p/user/centerInfo", { token })).data;
const mine = async (token: string, lang: "zh" | "en" = "en") =>
  (await api<ShopApplication | null>(t, "GET", "/p/shop/apply", { token, lang })).data;
const count = async () =>
  Number((await t.ctx.database.query<{ n: number }>("select count(*)::int as n from shop_applications"))[0]!.n);

describe("the opening form's rules (spec part 5)", () => {
  it.each([
    [
      "shopName",
      "a".repeat(21),
      "店铺名称为1-20个字符，不能包含特殊字符",
      "Store name must be 1-20 characters without special characters",
    ],
    [
      "shopName",
      "好店<script>",
      "店铺名称为1-20个字符，不能包含特殊字符",
      "Store name must be 1-20 characters without special characters",
    ],
    [
      "shopName",
      "好店!!",
      "店铺名称为1-20个字符，不能包含特殊字符",
      "Store name must be 1-20 characters without special characters",
    ],
    ["mobile", "1234", "请输入正确的手机号", "Please enter a valid phone number"],
    [
      "addr",
      "一号",
      "详细地址至少5个字符（最多100个）",
      "The detailed address must be at least 5 characters (at most 100)",
    ],
    ["intro", "太短了", "店铺简介为10-200个字符", "The store description must be 10-200 characters"],
    ["intro", "好".repeat(201), "店铺简介为10-200个字符", "The store description must be 10-200 characters"],
    ["shopLogo", "", "请上传店铺logo", "Please upload the store logo"],
    ["businessLicense", "", "请上传营业执照", "Please upload the business license"],
    ["identityCardFront", "", "请上传身份证正面照片", "Please upload the front of the ID card"],
    ["identityCardLater", "", "请上传身份证反面照片", "Please upload the back of the ID card"],
    ["provinceId", 44.5, "请选择所在地区", "Please choose the region"],
  ])("%s = %j → %s", async (field, value, zh, en) => {
    const { token } = await t.login();
    const body = { ...(await validApplication(t, token, "规则测试店")), [field]: value };
    const before = await count();
    for (const [lang, message] of [
      ["zh", zh],
      ["en", en],
    ] as const) {
      const r = await api(t, "POST", "/p/shop/apply", { token, body, lang });
      expect([r.status, r.code]).toEqual([400, "A00002"]);
      expect(r.data).toEqual([{ field, message }]);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a region chain that does not exist, a taken name, and images that are not the applicant's own uploads", async () => {
    const { token } = await t.login();
    const other = await t.login();
    const body = await validApplication(t, token, "链路测试店");
    const bad = await api(t, "POST", "/p/shop/apply", { token, body: { ...body, areaId: 110101 } });
    expect(bad.data).toEqual([{ field: "areaId", message: "Please choose the region" }]);
    const seededName = (
      await t.ctx.database.query<{ name_zh: string }>("select name_zh from shops order by shop_id limit 1")
    )[0]!.name_zh;
    const taken = await api(t, "POST", "/p/shop/apply", { token, body: { ...body, shopName: seededName } });
    expect(taken.data).toEqual([{ field: "shopName", message: "This store name is already taken" }]);
    // A logo path this server never stored, or another buyer's document key, cannot be used.
    const madeUp = await api(t, "POST", "/p/shop/apply", {
      token,
      body: { ...body, shopLogo: "/files/shop-logo/AAAAAAAAAAAAAAAAAAAAAA.webp" },
    });
    expect(madeUp.data).toEqual([{ field: "shopLogo", message: "Please upload the store logo" }]);
    const stolenDoc = await api(t, "POST", "/p/shop/apply", {
      token: other.token,
      body: { ...(await validApplication(t, other.token, "借用证件店")), businessLicense: body.businessLicense },
    });
    expect(stolenDoc.data).toEqual([{ field: "businessLicense", message: "Please upload the business license" }]);
    expect(await mine(token)).toBeNull();
    expect(await mine(other.token)).toBeNull();
  });

  it("re-encodes uploads (WebP, metadata dropped), refuses non-images and files over 2 MB", async () => {
    const { token } = await t.login();
    const r = await upload(t, "/p/shop/apply/upload?type=doc", token, await png());
    expect(r.code).toBe("00000");
    expect(r.data.filePath).toMatch(/^shop-doc\/\d+\/[A-Za-z0-9_-]{22}\.webp$/);
    const doc = await t.app.inject({
      url: `/p/shop/apply/doc?path=${encodeURIComponent(r.data.filePath)}`,
      headers: { authorization: token },
    });
    const meta = await sharp(doc.rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
    const notImage = await upload(t, "/p/shop/apply/upload?type=logo", token, Buffer.from("<svg onload=alert(1)>"));
    expect([notImage.status, notImage.msg]).toEqual([415, "Please upload a JPG, PNG, WEBP or GIF image"]);
    const big = await upload(t, "/p/shop/apply/upload?type=logo", token, Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect([big.status, big.msg]).toEqual([413, "The image must be at most 2 MB"]);
    const badType = await upload(t, "/p/shop/apply/upload?type=avatar", token, await png());
    expect(badType.data).toEqual([{ field: "type", message: "Invalid upload type" }]);
  });
});

describe("private documents", () => {
  it("are readable by the applicant and the platform only: never another buyer, a shop, nobody, or the public /files/ route", async () => {
    const applicant = await t.login();
    const stranger = await t.login();
    const key = (await upload(t, "/p/shop/apply/upload?type=doc", applicant.token, await png())).data.filePath;
    const path = `path=${encodeURIComponent(key)}`;
    const get = (url: string, token?: string) =>
      t.app.inject({ url, headers: token ? { authorization: token } : {} }).then((r) => r.statusCode);
    const shopStaff = (
      await api<{ token: string }>(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } })
    ).data.token;
    expect(await get(`/p/shop/apply/doc?${path}`, applicant.token)).toBe(200);
    expect(await get(`/admin/shop/doc?${path}`, platform)).toBe(200);
    expect(await get(`/p/shop/apply/doc?${path}`, stranger.token)).toBe(404);
    expect(await get(`/p/shop/apply/doc?${path}`)).toBe(401);
    expect(await get(`/admin/shop/doc?${path}`, stranger.token)).toBe(401);
    expect(await get(`/admin/shop/doc?${path}`, shopStaff)).toBe(401);
    expect(await get(`/files/${key}`)).toBe(404);
    expect(await get(`/p/shop/apply/doc?path=${encodeURIComponent(`../files/${key}`)}`, applicant.token)).toBe(404);
  });
});

describe("apply, not passed, resubmit, approved, offline and back", () => {
  it("walks the whole state machine with centerInfo, the shop list, search and the store account", async () => {
    const u = await register(t, "shopowner1", "abc123");
    const body = await validApplication(t, u.token, "皮匠工坊");
    expect(await center(u.token)).toMatchObject({ shopStatus: -1, shopAuditStatus: null, shopId: null });

    expect((await api(t, "POST", "/p/shop/apply", { token: u.token, body })).code).toBe("00000");
    expect(await center(u.token)).toMatchObject({ shopStatus: 0, shopAuditStatus: 0, shopId: null });
    const twice = await api(t, "POST", "/p/shop/apply", { token: u.token, body, lang: "zh" });
    expect([twice.code, twice.msg]).toEqual(["A00001", "您的开店申请正在审核中，请耐心等待"]);
    const applyId = (await mine(u.token))!.applyId;

    // Platform: listed as pending; a reason is required; a buyer token cannot review.
    const pending = await api(t, "GET", "/admin/shop/apply/page?auditStatus=0&size=50", { token: platform });
    expect(pending.data.records.map((a: { applyId: number }) => a.applyId)).toContain(applyId);
    expect(
      (await api(t, "PUT", `/admin/shop/apply/${applyId}/reject`, { token: platform, body: { reason: " " } })).data,
    ).toEqual([{ field: "reason", message: "Please enter why it did not pass (1-200 characters)" }]);
    expect((await api(t, "PUT", `/admin/shop/apply/${applyId}/approve`, { token: u.token })).status).toBe(401);
    expect(
      (
        await api(t, "PUT", `/admin/shop/apply/${applyId}/reject`, {
          token: platform,
          body: { reason: "营业执照不清晰" },
        })
      ).code,
    ).toBe("00000");
    expect(await center(u.token)).toMatchObject({ shopStatus: -1, shopAuditStatus: -1, shopId: null });
    expect(await mine(u.token, "zh")).toMatchObject({
      auditStatus: -1,
      statusText: "未通过",
      reason: "营业执照不清晰",
    });
    const again = await api(t, "PUT", `/admin/shop/apply/${applyId}/approve`, { token: platform });
    expect(again.msg).toBe("This application is not under review");

    // Modify and resubmit (a new license), then approve.
    const license = (await upload(t, "/p/shop/apply/upload?type=doc", u.token, await png("#aa3300"))).data.filePath;
    expect(
      (await api(t, "POST", "/p/shop/apply", { token: u.token, body: { ...body, businessLicense: license } })).code,
    ).toBe("00000");
    expect(await mine(u.token)).toMatchObject({ auditStatus: 0, reason: "", businessLicense: license });
    const approved = await api<{ shopId: number }>(t, "PUT", `/admin/shop/apply/${applyId}/approve`, {
      token: platform,
    });
    expect(approved.code).toBe("00000");
    const shopId = approved.data.shopId;
    expect(await center(u.token)).toEqual(expect.objectContaining({ shopStatus: 1, shopAuditStatus: 1, shopId }));
    expect((await api(t, "POST", "/p/shop/apply", { token: u.token, body })).msg).toBe("You already have a store");

    // The shop is open, listed, found by search, decorated by default.
    const head = await api(t, "GET", `/shop/headInfo?shopId=${shopId}`);
    expect(head.data).toMatchObject({ shopName: "皮匠工坊", status: 1, intro: body.intro, shopLogo: body.shopLogo });
    const found = await api(t, "GET", `/search/searchShopPage?shopName=${encodeURIComponent("皮匠")}`);
    expect(found.data.records.map((s: { shopId: number }) => s.shopId)).toContain(shopId);
    const deco = await t.ctx.database.query("select 1 from renovations where shop_id = $1 and home_status = 1", [
      shopId,
    ]);
    expect(deco).toHaveLength(1);

    // The store account signs in to the merchant side once its password is set (uc-shopaccount).
    const m = await api(t, "POST", "/m/login", { body: { userName: u.mobile, passWord: "store12" } });
    expect(m.status).toBe(401);
    // (The code was just sent for the registration: the phone's resend cooldown is moved past.)
    await t.ctx.kv.strict.del(`sms:cool:${u.mobile}`);
    const code = await sendCode(t, "/p/shop/account/sendCode", u.mobile, { token: u.token, ip: "10.0.0.77" });
    const set = await api(t, "PUT", "/p/shop/account/setPassword", {
      token: u.token,
      body: { validCode: code, password: wire(t, "store12") },
    });
    expect(set.code, set.msg ?? "").toBe("00000");
    const staff = await api(t, "POST", "/m/login", { body: { userName: u.mobile, passWord: "store12" } });
    expect(staff.data).toMatchObject({ shopId, shopName: "皮匠工坊" });
    expect((await api(t, "POST", "/m/login", { body: { userName: u.mobile, passWord: "abc123" } })).status).toBe(401);

    // Offline: the header says so, search forgets it; back online: found again.
    expect(
      (await api(t, "PUT", `/admin/shop/${shopId}/offline`, { token: platform, body: { reason: "资质复核" } })).data,
    ).toEqual({ status: 2 });
    expect(
      (await api(t, "PUT", `/admin/shop/${shopId}/offline`, { token: platform, body: { reason: "资质复核" } })).msg,
    ).toBe("Only an open shop can be taken offline");
    expect((await api(t, "GET", `/shop/headInfo?shopId=${shopId}`)).data).toMatchObject({
      status: 2,
      shopStatusText: "This shop has been taken offline",
    });
    expect(await center(u.token)).toMatchObject({ shopStatus: 2, shopAuditStatus: 1 });
    const gone = await api(t, "GET", `/search/searchShopPage?shopName=${encodeURIComponent("皮匠")}`);
    expect(gone.data.records.map((s: { shopId: number }) => s.shopId)).not.toContain(shopId);
    expect(
      (await api(t, "PUT", `/admin/shop/${shopId}/online`, { token: platform, body: { reason: "复核通过" } })).data,
    ).toEqual({ status: 1 });
    expect((await api(t, "PUT", `/admin/shop/99999/online`, { token: platform, body: { reason: "x" } })).status).toBe(
      404,
    );
  });

  it("lets exactly one of two simultaneous first applications through", async () => {
    const { token } = await t.login();
    const body = await validApplication(t, token, "并发测试店");
    const results = await Promise.all([1, 2].map(() => api(t, "POST", "/p/shop/apply", { token, body })));
    expect(results.map((r) => r.code).sort()).toEqual(["00000", "A00001"]);
    const rows = await t.ctx.database.query(
      "select 1 from shop_applications a join users u using (user_id) where a.shop_name = '并发测试店'",
    );
    expect(rows).toHaveLength(1);
  });

  it("seeds one application under review and one not passed for the platform", async () => {
    const page = await api(t, "GET", "/admin/shop/apply/page?size=100", { token: platform, lang: "zh" });
    const demo = page.data.records.filter((a: { userMobile: string }) =>
      ["13800000011", "13800000012"].includes(a.userMobile),
    );
    expect(demo.map((a: { auditStatus: number; statusText: string }) => [a.auditStatus, a.statusText]).sort()).toEqual([
      [-1, "未通过"],
      [0, "审核中"],
    ]);
  });
});
