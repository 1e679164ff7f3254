import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { api, type Envelope } from "../support/api";
import { addAddress, loginAsDemo, registerBuyer } from "../support/buyers";
import { png } from "../support/png";
import { e2eApiUrl } from "../support/ports";

/*
 * Enterprise purchasing (/EnterpriseUsers, answered by the platform's CLI), the preview
 * of the buyer's own files (/FilePreview: an invoice PDF, an after-sales application's proof
 * photos; refused to a stranger, page and bytes) and the exchange of an issued invoice
 * (/invoice-detail → the shop re-issues through /m/).
 */

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** `npm run mall -- enterprise ...` against the journey's API (as the platform staff). */
function mall(...args: string[]): string {
  return execFileSync(process.execPath, ["--import", "tsx", "src/cli/mall.ts", ...args, "--api", e2eApiUrl], {
    cwd: "../apps/api",
    encoding: "utf8",
    env: { ...process.env, LOG_LEVEL: "warn" },
  });
}

/** The signed-in buyer gets 500 yuan (platform adjustment), buys one piece with a personal invoice, pays; the shop issues it. */
async function issuedInvoiceOrder(page: Page) {
  const me = await api<{ userId: number }>(await page.request.get("/api/p/user/userInfo"));
  const platform = await api<{ token: string }>(
    await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" } }),
  );
  await api(
    await page.request.post("/api/admin/wallet/adjust", {
      headers: { Authorization: platform.token },
      data: { userId: me.userId, amount: "500", reason: "企业采购测试", requestId: `e2e-ent-${Date.now()}` },
    }),
  );
  await addAddress(page, "王五");
  const list = await api<{ records: { prodId: number; shopId: number; price: number; totalStock: number }[] }>(
    await page.request.get("/api/search/searchProdPage?current=3&size=40"),
  );
  const r = list.records.find((x) => x.price < 300 && x.totalStock > 20)!;
  const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
    await page.request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
  );
  const sku = d.skuList.find((s) => s.stock > 5)!;
  const [addr] = await api<{ addrId: number }[]>(await page.request.get("/api/p/address/list"));
  const c = await api<{ submitToken: string }>(
    await page.request.post("/api/p/order/confirm", {
      data: { buyNow: { prodId: r.prodId, skuId: sku.skuId, count: 1 } },
    }),
  );
  const s = await api<{ payNo: string; orderNumberList: string[] }>(
    await page.request.post("/api/p/order/submit", {
      data: {
        submitToken: c.submitToken,
        addrId: addr!.addrId,
        invoice: { invoiceType: 1, headerType: 1, headerName: "王五" },
      },
    }),
  );
  await api(await page.request.post("/api/p/order/pay", { data: { payNo: s.payNo, payType: 1 } }));
  const staff = await api<{ token: string }>(
    await page.request.post("/api/m/login", { data: { userName: `shop${r.shopId}`, passWord: "souk1234" } }),
  );
  const orderNumber = s.orderNumberList[0]!;
  await api(await page.request.put(`/api/m/invoice/issue/${orderNumber}`, { headers: { Authorization: staff.token } }));
  return { orderNumber, staff: staff.token };
}

test.describe("enterprise purchasing and the buyer's files", () => {
  test("apply as an enterprise → the platform approves by command → the status shows", async ({ page }) => {
    test.setTimeout(120_000); // two CLI runs (tsx start-up) on a busy machine
    await registerBuyer(page, "ent");
    await page.goto("/EnterpriseUsers");
    await expect(page.getByRole("heading", { name: "企业采购", level: 1 })).toBeVisible();
    await expect(page.getByText("增值税专用发票").first()).toBeVisible();
    await page.getByTestId("enterprise-company").fill("杭州索克网络科技有限公司");
    await page.getByTestId("enterprise-credit-code").fill("91350100M000100Y44");
    await page.getByTestId("enterprise-contact").fill("李四");
    await page.getByTestId("enterprise-phone").fill("13800138000");
    await page.getByTestId("enterprise-purpose").fill("为员工采购办公电脑和耳机");
    await page.getByTestId("enterprise-submit").click();
    await expect(page.getByText("请输入正确的统一社会信用代码（18位）")).toBeVisible();
    await page.getByTestId("enterprise-credit-code").fill("91350100m000100y43");
    await page.getByTestId("enterprise-submit").click();
    await expect(page.getByTestId("enterprise-status-text")).toHaveText("审核中");
    await shot(page, "zh-enterprise-pending");

    const pending = mall("enterprise", "pending");
    const line = pending.split("\n").find((l) => l.includes("杭州索克网络科技有限公司"));
    expect(line, pending).toBeTruthy();
    const applyId = /#(\d+)/.exec(line!)![1]!;
    expect(mall("enterprise", "approve", applyId)).toContain(`application #${applyId}`);

    await page.reload();
    await expect(page.getByTestId("enterprise-status-text")).toHaveText("已通过");
    await expect(page.getByTestId("enterprise-form")).toHaveCount(0);
    await shot(page, "zh-enterprise-approved");
    await page.goto("/en/EnterpriseUsers");
    await expect(page.getByTestId("enterprise-status-text")).toHaveText("Approved");
    await shot(page, "en-enterprise-approved");
  });

  test("preview the own invoice, exchange its title and the shop re-issues; preview own proof photos; a stranger's previews are refused", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerBuyer(page, "inv");
    const { orderNumber, staff } = await issuedInvoiceOrder(page);

    await page.goto(`/invoice-detail?orderNumber=${orderNumber}`);
    await expect(page.getByTestId("invoice-status")).toHaveText("已开票");
    const firstNo = (await page
      .getByText(/^\d{18}$/)
      .first()
      .textContent())!;
    await page.getByTestId("invoice-preview").click();
    await expect(page).toHaveURL(new RegExp(`/FilePreview\\?type=invoice&id=${orderNumber}$`));
    await expect(page.getByTestId("file-preview-name")).toHaveText(`发票 ${firstNo}`);
    await expect(page.getByTestId("file-preview-frame")).toBeVisible();
    const inline = await page.request.get(`/api/p/invoice/download/${orderNumber}?inline=1`);
    expect(inline.headers()["content-type"], inline.ok() ? "" : await inline.text()).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
    // The one framing exception: /FilePreview may frame this origin (ADR 0024); other pages stay 'none'.
    const previewPage = await page.request.get(`/FilePreview?type=invoice&id=${orderNumber}`);
    expect(previewPage.headers()["content-security-policy"]).toContain("frame-src 'self'");
    expect(previewPage.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    const home = await page.request.get("/");
    expect(home.headers()["content-security-policy"]).toContain("frame-src 'none'");
    await shot(page, "zh-file-preview");

    // Exchange: personal → unit; the spec's hints first, then the shop re-issues.
    await page.goto(`/invoice-detail?orderNumber=${orderNumber}`);
    await page.getByTestId("invoice-exchange-open").click();
    await page.getByTestId("invoice-exchange-header-2").click();
    await page.getByTestId("invoice-exchange-name-input").fill("杭州索克网络科技有限公司");
    await page.getByTestId("invoice-exchange-tax-input").fill("12345");
    await page.getByTestId("invoice-exchange-submit").click();
    await expect(page.getByText("请输入正确的纳税人识别号")).toBeVisible();
    await page.getByTestId("invoice-exchange-tax-input").fill("91330100MA2XXXXX1X");
    await shot(page, "zh-invoice-exchange-form");
    await page.getByTestId("invoice-exchange-submit").click();
    await expect(page.getByTestId("invoice-status")).toHaveText("换开中");
    await expect(page.getByTestId("invoice-exchange-name")).toHaveText("杭州索克网络科技有限公司");
    await shot(page, "zh-invoice-exchanging");
    // Asking again while pending: refused, nothing changes.
    const twice = (await (
      await page.request.post("/api/p/invoice/exchange", {
        data: { orderNumber, invoice: { invoiceType: 1, headerType: 1, headerName: "王五五" } },
      })
    ).json()) as Envelope<null>;
    expect(twice.msg).toBe("该发票的换开申请正在处理中，请勿重复提交");

    const shopList = await api<{ orderNumber: string; statusLabel: string }[]>(
      await page.request.get("/api/m/invoice/list?exchanging=1", { headers: { Authorization: staff } }),
    );
    expect(shopList.find((r) => r.orderNumber === orderNumber)?.statusLabel).toBe("exchanging");
    await api(await page.request.put(`/api/m/invoice/reissue/${orderNumber}`, { headers: { Authorization: staff } }));
    await page.goto(`/en/invoice-detail?orderNumber=${orderNumber}`);
    await expect(page.getByTestId("invoice-status")).toHaveText("Invoiced");
    await expect(page.getByTestId("invoice-header-name")).toHaveText("杭州索克网络科技有限公司");
    await expect(page.getByTestId("invoice-tax")).toHaveText("91330100MA2XXXXX1X");
    await expect(page.getByText(firstNo)).toHaveCount(0); // a new number
    await shot(page, "en-invoice-reissued");

    // After-sales proof (type=proof): a refund of this order with two photos — a picture of the item
    // (the product's own image) and a plain one — previewed from the application's page.
    const order = await api<{ items: { orderItemId: number; prodId: number }[] }>(
      await page.request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`),
    );
    const line = order.items[0]!;
    const itemPicture = await (await page.request.get(`/api/files/prod/${line.prodId}.webp`)).body();
    const photos: string[] = [];
    for (const file of [
      { name: "item.webp", mimeType: "image/webp", buffer: itemPicture },
      { name: "label.png", mimeType: "image/png", buffer: png(64, [0x3a, 0x6e, 0xa5]) },
    ])
      photos.push(
        (
          await api<{ filePath: string }>(
            await page.request.post("/api/p/orderRefund/proof/upload", {
              // A multipart body with the cookie alone needs the storefront's own header (CSRF rule, ADR 0004).
              headers: { "X-Requested-With": "XMLHttpRequest" },
              multipart: { file },
            }),
          )
        ).filePath,
      );
    const { refundSn } = await api<{ refundSn: string }>(
      await page.request.post("/api/p/orderRefund/apply", {
        data: {
          orderNumber,
          orderItemId: line.orderItemId,
          applyType: 1,
          refundCount: 1,
          refundAmount: "0.01",
          buyerReason: "quality",
          buyerDesc: "包装盒破损，附照片",
          imgUrls: photos,
        },
      }),
    );
    // Back to Chinese (the English invoice page above set the language cookie to en).
    const origin = new URL(page.url());
    await page.context().addCookies([{ name: "language", value: "zh", domain: origin.hostname, path: "/" }]);
    await page.goto(`/return-detail?refundSn=${refundSn}`);
    await expect(page.getByTestId("return-photos").locator("img")).toHaveCount(2);
    await shot(page, "zh-return-detail-proof-link");
    await page.getByTestId("return-proof-preview").click();
    await expect(page).toHaveURL(new RegExp(`/FilePreview\\?type=proof&id=${refundSn}$`));
    await expect(page.getByTestId("file-preview-name")).toHaveText(`售后凭证 ${refundSn}`);
    const shown = page.getByTestId("file-preview-photo");
    await expect(shown).toHaveCount(2);
    for (const img of await shown.all()) {
      await expect(img).toBeVisible();
      // Really drawn: the bytes came through (the API serves them to the applicant only).
      expect(await img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByText("凭证图片 2/2")).toBeVisible();
    await shot(page, "zh-proof-preview");
    await page.getByTestId("file-preview-back").click();
    await expect(page).toHaveURL(new RegExp(`/return-detail\\?refundSn=${refundSn}$`));
    await page.goto(`/en/FilePreview?type=proof&id=${refundSn}`);
    await expect(page.getByTestId("file-preview-name")).toHaveText(`After-sales proof ${refundSn}`);
    await expect(page.getByText("Proof photo 1 of 2")).toBeVisible();
    await shot(page, "en-proof-preview");

    // A stranger (another buyer signed in on this page) gets "not found or not yours", in both languages.
    await registerBuyer(page, "stranger");
    await page.goto(`/en/FilePreview?type=invoice&id=${orderNumber}`);
    await expect(page.getByTestId("file-preview-missing")).toContainText("The file does not exist or is not yours");
    await expect(page.getByTestId("file-preview-frame")).toHaveCount(0);
    const res = await page.request.get(`/api/p/invoice/download/${orderNumber}?inline=1`);
    expect(res.status()).toBe(404);
    const base = new URL(page.url());
    await page.context().addCookies([{ name: "language", value: "zh", domain: base.hostname, path: "/" }]);
    await page.goto(`/FilePreview?type=invoice&id=${orderNumber}`);
    await expect(page.getByTestId("file-preview-missing")).toContainText("文件不存在或无权查看");
    await shot(page, "zh-file-preview-refused");
    // …and the same for the other buyer's proof photos: the page refuses, and so does the API behind the bytes.
    await page.goto(`/FilePreview?type=proof&id=${refundSn}`);
    await expect(page.getByTestId("file-preview-missing")).toContainText("文件不存在或无权查看");
    await expect(page.getByTestId("file-preview-photo")).toHaveCount(0);
    await shot(page, "zh-proof-preview-refused");
    for (const lang of ["zh", "en"]) {
      const refused = await page.request.get(`/api/p/orderRefund/proof/${refundSn}/1`, {
        headers: { "Accept-Language": lang },
      });
      expect(refused.status()).toBe(404);
      expect(refused.headers()["content-type"]).toMatch(/^application\/json/);
      expect(((await refused.json()) as Envelope<null>).msg).toBe(
        lang === "zh" ? "文件不存在或无权查看" : "The file does not exist or is not yours",
      );
    }
    await page.goto(`/en/FilePreview?type=proof&id=${refundSn}`);
    await expect(page.getByTestId("file-preview-missing")).toContainText("The file does not exist or is not yours");
    await shot(page, "en-proof-preview-refused");

    // A fresh start already shows both previews: the seeded demo buyer has an issued invoice and an
    // after-sales application with a proof photo (seed/aftersales.ts).
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "language", value: "zh", domain: base.hostname, path: "/" }]);
    await loginAsDemo(page);
    const demoApps = await api<{ records: { refundSn: string; orderNumber: string }[] }>(
      await page.request.get("/api/p/orderRefund/page?tab=0&current=1&size=20"),
    );
    let demoProof: string | undefined;
    let demoInvoice: string | undefined;
    for (const a of demoApps.records) {
      const d = await api<{ imgUrls: string[] }>(
        await page.request.get(`/api/p/orderRefund/info?refundSn=${a.refundSn}`),
      );
      if (d.imgUrls.length > 0) demoProof ??= a.refundSn;
      const inv = (await (
        await page.request.get(`/api/p/invoice/detail?orderNumber=${a.orderNumber}`)
      ).json()) as Envelope<{ statusLabel: string } | null>;
      if (inv.data?.statusLabel === "invoiced") demoInvoice ??= a.orderNumber;
    }
    expect(demoProof, "a seeded application with a proof photo").toBeTruthy();
    expect(demoInvoice, "a seeded order with an issued invoice").toBeTruthy();
    await page.goto(`/FilePreview?type=proof&id=${demoProof}`);
    await expect(page.getByTestId("file-preview-photo").first()).toBeVisible();
    await shot(page, "zh-demo-proof-preview");
    await page.goto(`/FilePreview?type=invoice&id=${demoInvoice}`);
    await expect(page.getByTestId("file-preview-frame")).toBeVisible();
    await page.goto(`/invoice-detail?orderNumber=${demoInvoice}`);
    await expect(page.getByTestId("invoice-exchange-open")).toBeVisible();
  });
});
