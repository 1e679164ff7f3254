import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminHotSearch,
  AdminNotice,
  AdminSwitchesView,
  AdminTermsDocs,
  NoticeBrief,
  NoticeDetail,
  Page,
  PcWebConfig,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, get } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { catalogVersion } from "../catalog-events/service.ts";
import { png, upload } from "../shop-apply/test-support.ts";

let t: TestApp;
let token: string;
let finance: string;
let shop: string;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  // platform_finance: a finance account of the demo seed (seed/finance.ts).
  token = await signIn("/admin/login", "platform");
  finance = await signIn("/admin/login", "platform_finance");
  shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

/** The platform operation log's newest entry. */
async function lastOp() {
  const [row] = await t.ctx.database.query<{ action: string; target: string; detail: Record<string, unknown> }>(
    "select action, target, detail from staff_op_log where shop_id is null order by id desc limit 1",
  );
  return row;
}

const HOUR = 3_600_000;
const notice = (over: Record<string, unknown> = {}) => ({
  titleZh: "平台维护公告",
  titleEn: "Maintenance notice",
  contentZh: '<p onclick="steal()">今晚维护<script>alert(1)</script></p>',
  contentEn: '<p>Tonight<img src="/files/site/x.webp" onerror="steal()"></p>',
  isTop: true,
  status: 1,
  publishFrom: new Date(Date.now() - HOUR).toISOString(),
  publishTo: null,
  ...over,
});

describe("/admin/content/notices", () => {
  it("creates a sanitized notice, logs it, bumps the notices version; the storefront lists it, then edits and deletes it", async () => {
    const before = await catalogVersion(t.ctx);
    const made = await api<AdminNotice>(t, "POST", "/admin/content/notices", { token, body: notice() });
    expect(made.code).toBe("00000");
    expect(made.data).toMatchObject({ titleZh: "平台维护公告", isTop: true, state: "live" });
    for (const html of [made.data.contentZh, made.data.contentEn]) {
      expect(html).not.toMatch(/<script|onclick|onerror|alert/);
    }
    expect(made.data.contentZh).toContain("今晚维护");
    expect(await lastOp()).toMatchObject({ action: "content.notice.create", target: String(made.data.id) });
    expect((await catalogVersion(t.ctx)).notices).toBeGreaterThan(before.notices);

    const id = made.data.id;
    const list = await get(t, "/shop/notice/noticeList?shopId=0&size=50", "en");
    expect(list.body.data.records.map((n: { id: number }) => n.id)).toContain(id);
    const top = await get(t, "/shop/notice/topNoticeList/0", "en");
    expect((top.body.data as NoticeBrief[]).map((n) => n.title)).toContain("Maintenance notice");
    const detail = (await get(t, `/shop/notice/info/${id}`, "zh")).body.data as NoticeDetail;
    expect(detail.content).toContain("今晚维护");
    expect(detail.content).not.toContain("script");

    // A window that has ended hides it from the storefront; the console calls it expired.
    const ended = await api<AdminNotice>(t, "PUT", `/admin/content/notices/${id}`, {
      token,
      body: notice({
        publishFrom: new Date(Date.now() - 3 * HOUR).toISOString(),
        publishTo: new Date(Date.now() - HOUR).toISOString(),
      }),
    });
    expect(ended.data.state).toBe("expired");
    expect((await get(t, `/shop/notice/info/${id}`)).status).toBe(404);
    const expired = await api<Page<AdminNotice>>(t, "GET", "/admin/content/notices?state=expired&keyword=维护", {
      token,
    });
    expect(expired.data.records.map((n) => n.id)).toEqual([id]);

    const gone = await api(t, "DELETE", `/admin/content/notices/${id}`, { token });
    expect(gone.code).toBe("00000");
    expect(await lastOp()).toMatchObject({ action: "content.notice.delete", detail: { title: "平台维护公告" } });
    const again = await api(t, "DELETE", `/admin/content/notices/${id}`, { token, lang: "zh" });
    expect([again.status, again.code, again.msg]).toEqual([404, "A00045", "公告不存在"]);
  });

  it("shows the seeded notices, newest first, and finds them by either title", async () => {
    const page = await api<Page<AdminNotice>>(t, "GET", "/admin/content/notices?size=5", { token });
    expect(page.data.total).toBeGreaterThan(0);
    const first = page.data.records[0]!;
    const found = await api<Page<AdminNotice>>(
      t,
      "GET",
      `/admin/content/notices?keyword=${encodeURIComponent(first.titleEn.slice(0, 6))}`,
      { token },
    );
    expect(found.data.records.map((n) => n.id)).toContain(first.id);
  });

  it.each([
    ["zh", { titleZh: "" }, "titleZh", "请填写公告标题（中文最多50字，英文最多120字）"],
    ["en", { contentEn: "" }, "contentEn", "Enter the notice content"],
    [
      "en",
      { publishFrom: "2026-01-02T00:00:00Z", publishTo: "2026-01-01T00:00:00Z" },
      "publishTo",
      "The end must be after the publish time",
    ],
    ["zh", { publishFrom: "not a date" }, "publishFrom", "请选择有效的发布时间"],
  ] as const)("refuses bad input in %s: %o", async (lang, over, field, message) => {
    const r = await api<{ field: string; message: string }[]>(t, "POST", "/admin/content/notices", {
      token,
      lang,
      body: notice(over),
    });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data).toContainEqual(expect.objectContaining({ field, message }));
  });
});

describe("/admin/content/hot-searches", () => {
  it("adds a word first in the order; the storefront's search box gets it; duplicates are refused; edit, reorder, delete", async () => {
    const made = await api<{ hotSearchId: number }>(t, "POST", "/admin/content/hot-searches", {
      token,
      body: { titleZh: "露营装备", titleEn: "Camping gear", contentZh: "", contentEn: "tent", seq: 0, status: 1 },
    });
    expect(made.code).toBe("00000");
    const id = made.data.hotSearchId;
    expect(await lastOp()).toMatchObject({ action: "content.hotSearch.create", target: String(id) });
    const words = (await get(t, "/search/hotSearch?number=4&sort=1", "en")).body.data;
    expect(words[0]).toMatchObject({ hotSearchId: id, title: "Camping gear", content: "tent" });

    const dup = await api(t, "POST", "/admin/content/hot-searches", {
      token,
      lang: "zh",
      body: { titleZh: "其他", titleEn: "CAMPING GEAR", contentZh: "", contentEn: "", seq: 1, status: 1 },
    });
    expect([dup.status, dup.code, dup.msg]).toEqual([409, "A00047", "已有相同的热搜词"]);

    // Disabled: gone from the storefront, still in the console.
    const off = await api(t, "PUT", `/admin/content/hot-searches/${id}`, {
      token,
      body: { titleZh: "露营装备", titleEn: "Camping gear", contentZh: "", contentEn: "tent", seq: 0, status: 0 },
    });
    expect(off.code).toBe("00000");
    const after = (await get(t, "/search/hotSearch?number=20&sort=1", "en")).body.data;
    expect(after.map((w: { hotSearchId: number }) => w.hotSearchId)).not.toContain(id);

    const all = await api<Page<AdminHotSearch>>(t, "GET", "/admin/content/hot-searches?size=100", { token });
    expect(all.data.records.map((h) => h.hotSearchId)).toContain(id);
    const reversed = all.data.records.map((h) => h.hotSearchId).reverse();
    expect((await api(t, "PUT", "/admin/content/hot-searches/order", { token, body: { ids: reversed } })).code).toBe(
      "00000",
    );
    const reordered = await api<Page<AdminHotSearch>>(t, "GET", "/admin/content/hot-searches?size=100", { token });
    expect(reordered.data.records.map((h) => h.hotSearchId)).toEqual(reversed);

    expect((await api(t, "DELETE", `/admin/content/hot-searches/${id}`, { token })).code).toBe("00000");
    const missing = await api(t, "DELETE", `/admin/content/hot-searches/${id}`, { token });
    expect([missing.status, missing.code]).toEqual([404, "A00046"]);
  });

  it("refuses a word without a title or with a bad order, in the caller's language", async () => {
    const r = await api<{ field: string; message: string }[]>(t, "POST", "/admin/content/hot-searches", {
      token,
      lang: "zh",
      body: { titleZh: "", titleEn: "x", contentZh: "", contentEn: "", seq: -1, status: 1 },
    });
    expect(r.code).toBe("A00002");
    expect(r.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "titleZh", message: "请填写热搜词（中文最多20字，英文最多40字）" }),
        expect.objectContaining({ field: "seq", message: "排序为0-9999的整数" }),
      ]),
    );
  });
});

describe("/admin/content/preview", () => {
  it("answers what a save would keep: no script, no on* handler", async () => {
    const r = await api<{ html: string }>(t, "POST", "/admin/content/preview", {
      token,
      body: { html: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p>ok</p>' },
    });
    expect(r.data.html).toBe("<h2>Hi</h2><p>ok</p>");
  });
});

describe("/admin/content/web-config", () => {
  it("saves every field; the public web config answers the change at once; bad images and empty titles are refused", async () => {
    const cfg = (await api<PcWebConfig>(t, "GET", "/admin/content/web-config", { token })).data;
    expect(cfg.pcTitleContentCn).not.toBe("");
    const before = await catalogVersion(t.ctx);
    const logo = (await upload(t, "/admin/content/upload", token, await png("#aa3311", 300, 100))).data.filePath;
    expect(logo).toMatch(/^\/files\/site\/[A-Za-z0-9_-]+\.webp$/);
    const saved = await api<PcWebConfig>(t, "PUT", "/admin/content/web-config", {
      token,
      body: { ...cfg, pcTitleContentEn: "Souk — new title", pcLogoImg: logo },
    });
    expect(saved.data).toMatchObject({ pcTitleContentEn: "Souk — new title", pcLogoImg: logo });
    expect((await get(t, "/webConfig/getPcWebConfig")).body.data).toMatchObject({
      pcTitleContentEn: "Souk — new title",
      pcLogoImg: logo,
    });
    expect((await catalogVersion(t.ctx)).site).toBeGreaterThan(before.site);
    expect(await lastOp()).toMatchObject({
      action: "content.webConfig.update",
      detail: { changed: ["pcTitleContentEn", "pcLogoImg"] },
    });

    const bad = await api<{ field: string; message: string }[]>(t, "PUT", "/admin/content/web-config", {
      token,
      body: { ...cfg, pcTitleContentCn: " ", pcQrcodeImg: "javascript:alert(1)" },
    });
    expect(bad.code).toBe("A00002");
    expect(bad.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "pcTitleContentCn", message: expect.stringContaining("site title") }),
        expect.objectContaining({ field: "pcQrcodeImg", message: "Invalid image, please upload again" }),
      ]),
    );
  });
});

describe("/admin/content/terms", () => {
  it("saves the privacy policy sanitized; /termsPage's endpoint answers it in each language", async () => {
    const docs = (await api<AdminTermsDocs>(t, "GET", "/admin/content/terms", { token })).data;
    expect(docs.service.titleZh).toBe("Souk商城用户服务协议");
    const r = await api(t, "PUT", "/admin/content/terms/1", {
      token,
      body: {
        ...docs.privacy,
        titleEn: "Privacy (2026)",
        contentEn: '<p>We keep little.</p><script>x()</script><a href="javascript:x()" onmouseover="x()">x</a>',
      },
    });
    expect(r.code).toBe("00000");
    const en = (await get(t, "/sys/config/info/terms?sts=1", "en")).body.data;
    expect(en.title).toBe("Privacy (2026)");
    expect(en.content).toContain("We keep little.");
    expect(en.content).not.toMatch(/script|javascript|onmouseover/);
    expect((await get(t, "/sys/config/info/terms?sts=1", "zh")).body.data.title).toBe(docs.privacy.titleZh);
    expect(await lastOp()).toMatchObject({ action: "content.terms.update", target: "sys.terms.privacy" });

    const bad = await api(t, "PUT", "/admin/content/terms/2", { token, body: docs.service });
    expect(bad.code).toBe("A00002");
    const empty = await api<{ field: string; message: string }[]>(t, "PUT", "/admin/content/terms/0", {
      token,
      lang: "zh",
      body: { ...docs.service, contentZh: "" },
    });
    expect(empty.data).toContainEqual(expect.objectContaining({ field: "contentZh", message: "请填写正文" }));
  });
});

describe("/admin/content/switches", () => {
  it("turns a sign-in option and a pay method off; the public switches follow; Alipay stays off", async () => {
    const view = (await api<AdminSwitchesView>(t, "GET", "/admin/content/switches", { token })).data;
    expect(view).toMatchObject({ loginOpen: true, wechatLoginOpen: true, balancePay: true });
    const { qqAvailable: _q, wechatAvailable: _w, ...body } = view;
    const r = await api<AdminSwitchesView>(t, "PUT", "/admin/content/switches", {
      token,
      body: { ...body, wechatLoginOpen: false, wechatPay: false, privacyPolicySwitch: false },
    });
    expect(r.data).toMatchObject({ wechatLoginOpen: false, wechatPay: false });
    expect((await get(t, "/sys/config/info/getSysLoginConfig")).body.data).toMatchObject({
      loginOpen: true,
      wechatLoginOpen: false,
    });
    expect((await get(t, "/sys/config/info/getSysPaySwitch")).body.data).toEqual({
      balancePay: true,
      wechatPay: false,
      aliPay: false,
    });
    expect((await get(t, "/sys/config/info/getSysServiceSwitch")).body.data.privacyPolicySwitch).toBe(false);
    expect(await lastOp()).toMatchObject({
      action: "content.switches.update",
      detail: { wechatLoginOpen: false, wechatPay: false, privacyPolicySwitch: false },
    });
    await api(t, "PUT", "/admin/content/switches", { token, body });
  });

  it("refuses to show a terms link whose document is empty (A00048) and a switch that is not true/false", async () => {
    await t.ctx.database.query("delete from sys_configs where key = 'sys.terms.service'");
    const {
      qqAvailable: _q,
      wechatAvailable: _w,
      ...body
    } = (await api<AdminSwitchesView>(t, "GET", "/admin/content/switches", { token })).data;
    const r = await api(t, "PUT", "/admin/content/switches", {
      token,
      lang: "zh",
      body: { ...body, serviceTermsSwitch: true },
    });
    expect([r.status, r.code, r.msg]).toEqual([409, "A00048", "请先填写服务条款和隐私政策的内容，再开启显示"]);
    const bad = await api<{ field: string; message: string }[]>(t, "PUT", "/admin/content/switches", {
      token,
      body: { ...body, balancePay: "yes" },
    });
    expect(bad.data).toContainEqual(expect.objectContaining({ field: "balancePay", message: "Choose on or off" }));
  });
});

describe("who may use /admin/content", () => {
  it.each([
    ["GET", "/admin/content/notices"],
    ["POST", "/admin/content/notices"],
    ["PUT", "/admin/content/notices/1"],
    ["DELETE", "/admin/content/notices/1"],
    ["GET", "/admin/content/hot-searches"],
    ["POST", "/admin/content/hot-searches"],
    ["PUT", "/admin/content/hot-searches/order"],
    ["PUT", "/admin/content/hot-searches/1"],
    ["DELETE", "/admin/content/hot-searches/1"],
    ["GET", "/admin/content/web-config"],
    ["PUT", "/admin/content/web-config"],
    ["POST", "/admin/content/upload"],
    ["GET", "/admin/content/terms"],
    ["PUT", "/admin/content/terms/0"],
    ["GET", "/admin/content/switches"],
    ["PUT", "/admin/content/switches"],
    ["POST", "/admin/content/preview"],
  ] as const)("%s %s: finance 403 A00016, a shop token 401", async (method, url) => {
    const f = await api(t, method, url, { token: finance, body: method === "GET" ? undefined : {} });
    expect([f.status, f.code]).toEqual([403, "A00016"]);
    const s = await api(t, method, url, { token: shop, body: method === "GET" ? undefined : {} });
    expect([s.status, s.code]).toEqual([401, "A00004"]);
  });
});
