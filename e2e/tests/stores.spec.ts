import { execFileSync } from "node:child_process";
import { createCipheriv, randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { payWithSandboxWechat } from "../support/checkout-steps";
import { gotoHydrated } from "../support/hydrated";
import { e2eApiUrl } from "../support/ports";

/**
 * Opening a store, one journey: a new buyer applies from the user center on the free
 * shop opening screen (every rule checked by the form), the platform rejects it through
 * `npm run mall -- shops reject`, the buyer modifies and resubmits, the platform approves through
 * `npm run mall -- shops approve`; the top bar's "my store" enters the new shop; its store
 * account signs in to the merchant API and creates and shelves a product; another new buyer finds
 * it with the header search and buys it (sandbox WeChat Pay). Screens in zh and en.
 */

// A long journey of reloads and commands on a shared machine: screens get 15 s to show a state.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
}

const SHOTS = process.env.SHOTS_DIR;
const API = e2eApiUrl;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function api<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

async function latestCode(request: APIRequestContext, mobile: string, type: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json()) as Envelope<{
        code: string;
        type: string;
      } | null>;
      code = body.data?.type === type ? body.data.code : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A new buyer registered and signed in (the page's context holds the token cookie). */
async function registerBuyer(page: Page): Promise<{ mobile: string }> {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  const mobile = `137${String(randomInt(1e8)).padStart(8, "0")}`;
  await api(await page.request.post("/api/user/sendRegisterCode", { data: { mobile } }));
  const validCode = await latestCode(page.request, mobile, "register");
  await api(
    await page.request.post("/api/user/register", {
      data: { userName: `st_${tag}`.slice(0, 16), mobile, validCode, passWord: wirePassword("Souk#2026") },
    }),
  );
  return { mobile };
}

/** `npm run mall -- shops ...` against this journey's API (the embedded database allows one process). */
function mall(...args: string[]): string {
  return execFileSync("npm", ["run", "--silent", "mall", "--", "shops", ...args, "--api", API], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** A plain PNG of one colour (the API re-encodes whatever it gets). */
function png(r: number, g: number, b: number): Buffer {
  // 1×1 RGB PNG built by hand: signature, IHDR, IDAT (zlib stored block), IEND.
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, r, g, b]);
  const adler = (() => {
    let a = 1;
    let s = 0;
    for (const byte of raw) {
      a = (a + byte) % 65521;
      s = (s + a) % 65521;
    }
    const out = Buffer.alloc(4);
    out.writeUInt32BE(((s << 16) | a) >>> 0);
    return out;
  })();
  const idat = Buffer.concat([Buffer.from([0x78, 0x01, 0x01, raw.length, 0, ~raw.length & 0xff, 0xff]), raw, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function uploadImage(page: Page, field: string, colour: [number, number, number]) {
  await page
    .getByTestId(`shop-apply-${field}-input`)
    .setInputFiles({ name: `${field}.png`, mimeType: "image/png", buffer: png(...colour) });
  await expect(page.getByTestId(`shop-apply-${field}-preview`)).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("a buyer opens a store: rejected, resubmitted, approved, enters it, lists a product that another buyer finds and buys", async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000); // long journey on a shared machine
  const owner = await registerBuyer(page);
  const shopName = `手作皮具${randomInt(1000, 9999)}`;

  // The user center offers the free shop opening screen; the top bar says there is no store yet.
  await gotoHydrated(page, "/user-center");
  await page.getByTestId("topbar-my-shop").click();
  await expect(page.getByText("您还没有店铺或店铺尚未开通")).toBeVisible();
  await page.getByTestId("uc-home-free-shop").click();
  await expect(page).toHaveURL(/\/free-shop$/);

  // Every rule of spec part 5, in the form, before anything is sent.
  await page.getByTestId("shop-apply-name").fill("坏名字!!");
  await page.getByTestId("shop-apply-mobile").fill("12345");
  await page.getByTestId("shop-apply-addr").fill("一号");
  await page.getByTestId("shop-apply-intro").fill("太短");
  await page.getByTestId("shop-apply-submit").click();
  const form = page.getByTestId("shop-apply-form");
  for (const message of [
    "店铺名称为1-20个字符，不能包含特殊字符",
    "请输入正确的手机号",
    "请选择所在地区",
    "详细地址至少5个字符（最多100个）",
    "店铺简介为10-200个字符",
    "请上传店铺logo",
    "请上传营业执照",
    "请上传身份证正面照片",
    "请上传身份证反面照片",
  ])
    await expect(form.getByText(message)).toBeVisible();
  await shot(page, "zh-free-shop-errors");

  await page.getByTestId("shop-apply-name").fill(shopName);
  await page.getByTestId("shop-apply-mobile").fill(owner.mobile);
  await page.getByTestId("region-provinceId").selectOption({ label: "广东省" });
  await page.getByTestId("region-cityId").selectOption({ label: "深圳市" });
  await page.getByTestId("region-areaId").selectOption({ label: "南山区" });
  await page.getByTestId("shop-apply-addr").fill("科技园南区1栋101");
  await page.getByTestId("shop-apply-intro").fill("原创手作皮具，每件都可以刻字定制。");
  await uploadImage(page, "shopLogo", [200, 80, 40]);
  await uploadImage(page, "businessLicense", [180, 150, 40]);
  await uploadImage(page, "identityCardFront", [60, 100, 170]);
  await uploadImage(page, "identityCardLater", [60, 100, 170]);
  await shot(page, "zh-free-shop-form");
  await page.getByTestId("shop-apply-submit").click();
  await expect(page.getByTestId("shop-apply-status")).toHaveAttribute("data-audit-status", "0");
  await expect(page.getByTestId("shop-apply-status-text")).toHaveText("审核中");
  await shot(page, "zh-free-shop-under-review");
  await page.getByTestId("topbar-my-shop").click();
  await expect(page.getByText("您的店铺正在审核中，请耐心等待")).toBeVisible();

  // The platform: it is pending; not passed, with a reason.
  const application = await api<{ applyId: number }>(await page.request.get("/api/p/shop/apply"));
  expect(mall("pending")).toContain(`#${application.applyId}`);
  mall("reject", String(application.applyId), "--reason", "营业执照照片模糊，请重新上传");

  // Modify and resubmit: the reason is shown, the form is pre-filled.
  await page.reload();
  await expect(page.getByTestId("shop-apply-reason")).toHaveText("营业执照照片模糊，请重新上传");
  await expect(page.getByTestId("shop-apply-name")).toHaveValue(shopName);
  await shot(page, "zh-free-shop-rejected");
  await uploadImage(page, "businessLicense", [190, 160, 60]);
  await page.getByTestId("shop-apply-submit").click();
  await expect(page.getByTestId("shop-apply-status")).toHaveAttribute("data-audit-status", "0");

  // Approved by the command: the screen says open, and the top bar's "my store" enters the shop.
  expect(mall("approve", String(application.applyId))).toMatch(/approved: shop \d+ is open/);
  await page.reload();
  await expect(page.getByTestId("shop-apply-status")).toHaveAttribute("data-audit-status", "1");
  await shot(page, "zh-free-shop-open");
  await page.goto("/en/free-shop");
  // (A busy shared machine may shed a call: the screen then offers a retry.)
  await expect(async () => {
    if (await page.getByTestId("free-shop-failed").isVisible()) await page.reload();
    await expect(page.getByTestId("shop-apply-status-text")).toHaveText("Open", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, "en-free-shop-open");
  await gotoHydrated(page, "/");
  await page.getByTestId("topbar-my-shop").click();
  await expect(page).toHaveURL(/\/shopIndex\?sid=\d+$/, { timeout: 20_000 });
  const shopId = Number(new URL(page.url()).searchParams.get("sid"));
  // Shop pages are cached stale-while-revalidate (ADR 0006): a page of this id cached before the
  // approval is served once more while it rebuilds, so a reload may be needed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(shopName).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await shot(page, "zh-new-shop-index");

  // The store account (phone code + 6-12 password) signs in to the merchant API.
  // (One code per phone per 60 s: the registration's code may be more recent than that.)
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.post("/api/p/shop/account/sendCode", {
              headers: { "x-requested-with": "XMLHttpRequest" },
            })
          ).json()) as Envelope<null>
        ).code,
      {
        timeout: 75_000,
        intervals: [5_000],
      },
    )
    .toBe("00000");
  const code = await latestCode(page.request, owner.mobile, "shopAccount");
  await api(
    await page.request.put("/api/p/shop/account/setPassword", {
      data: { validCode: code, password: wirePassword("store123") },
    }),
  );
  const staff = await api<{ token: string; shopId: number }>(
    await page.request.post("/api/m/login", { data: { userName: owner.mobile, passWord: "store123" } }),
  );
  expect(staff.shopId).toBe(shopId);
  const auth = { authorization: staff.token };

  // A product through the merchant API: image, leaf category, one sales attribute, two SKUs.
  const pic = await api<{ filePath: string }>(
    await page.request.post("/api/m/file/upload", {
      headers: auth,
      multipart: { file: { name: "wallet.png", mimeType: "image/png", buffer: png(120, 70, 30) } },
    }),
  );
  const top = await api<
    { categoryId: number; categories: { categoryId: number; categories: { categoryId: number }[] }[] }[]
  >(await page.request.get("/api/category/categoryInfo?parentId=0"));
  const leaf = top.flatMap((c) => c.categories).flatMap((c) => c.categories)[0]!.categoryId;
  const prodName = `${shopName}牛皮钱包`;
  const created = await api<{ prodId: number }>(
    await page.request.post("/api/m/product", {
      headers: auth,
      data: {
        prodName,
        prodNameEn: "Handmade leather wallet",
        categoryId: leaf,
        pic: pic.filePath,
        content: "<p>头层牛皮，手工缝制。</p>",
        salesAttrs: [
          {
            name: "颜色",
            nameEn: "Colour",
            values: [
              { value: "棕色", valueEn: "Brown" },
              { value: "黑色", valueEn: "Black" },
            ],
          },
        ],
        skus: [
          { properties: ["棕色"], price: 12900, stock: 5 },
          { properties: ["黑色"], price: 13900, stock: 5 },
        ],
      },
    }),
  );
  await api(await page.request.put(`/api/m/product/${created.prodId}/status`, { headers: auth, data: { status: 1 } }));

  // Another new buyer finds it with the header search and buys it.
  const context = await browser.newContext();
  const buyerPage = await context.newPage();
  await registerBuyer(buyerPage);
  const region = { provinceId: 44, cityId: 4403, areaId: 440305 };
  await api(
    await buyerPage.request.post("/api/p/address/addAddr", {
      data: { receiver: "李买家", mobile: "13900139001", ...region, addr: "科技园南区2栋202" },
    }),
  );
  await gotoHydrated(buyerPage, "/");
  await buyerPage.getByTestId("search-input").fill(prodName);
  await buyerPage.getByTestId("search-submit").click();
  await expect(buyerPage).toHaveURL(/\/list\?pn=/);
  const card = buyerPage.getByTestId("product-tile").locator(`a[href$="/detail/${created.prodId}"]`).first();
  await expect(async () => {
    await buyerPage.reload();
    await expect(card).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await shot(buyerPage, "zh-new-product-search");
  // Lists open the detail in a new tab (spec part 2); the journey goes on in the buyer's page.
  const [tab] = await Promise.all([buyerPage.context().waitForEvent("page"), card.click()]);
  await expect(tab.getByTestId("detail-name")).toContainText(prodName);
  await buyerPage.goto(tab.url());
  await tab.close();
  await expect(buyerPage.getByTestId("detail-name")).toContainText(prodName);
  await buyerPage.getByTestId("sku-value").filter({ hasText: "黑色" }).click();
  await buyerPage.getByTestId("buy-now").click();
  await expect(buyerPage).toHaveURL(/\/submit-order$/);
  await expect(buyerPage.getByTestId("checkout-ship-to")).toContainText("李买家");
  await buyerPage.getByTestId("checkout-submit").click();
  await expect(buyerPage).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
  const payNo = new URL(buyerPage.url()).searchParams.get("payNo")!;
  await payWithSandboxWechat(buyerPage, context, payNo, 139);

  // The new shop sees the paid order on the merchant side.
  const orders = await api<{ records: { payNo?: string; shopId: number; actualTotal: number }[] }>(
    await page.request.get("/api/m/order/page?status=2", { headers: auth }),
  );
  expect(orders.records).toHaveLength(1);
  expect(orders.records[0]).toMatchObject({ shopId, actualTotal: 139 });
  expect(payNo).toMatch(/^\d+$/);
  await context.close();
});
