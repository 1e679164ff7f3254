import { expect, test, type APIRequestContext, type Request } from "@playwright/test";
import { createBuyer, loginInPopup } from "../support/buyers";

/**
 * Flow analytics, storefront to merchant report, against the real API:
 * a visitor browses home → product detail (events batched, step and prevPageId linked, the product
 * in bizData, Uuid/UuidSession headers on API calls); leaving a page flushes its events with
 * sendBeacon; demo signs in and adds the product to the cart (an event to /p/flowAnalysisLog);
 * the product's shop sees the views and the add to cart in today's report (/m/flow/report), in
 * Chinese and in English.
 */

interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
}
interface FlowEvent {
  uuid: string;
  uuidSession: string;
  pageId: number;
  prevPageId: number;
  step: number;
  visitType: number;
  systemType: number;
  bizData?: number;
}
interface Report {
  shopId: number;
  pages: { pageId: number; pageName: string; pv: number; uv: number }[];
  funnel: { prodId: number; prodName: string; viewers: number; carters: number }[];
  sources: { pageId: number; prevPageId: number; prevPageName: string; pv: number }[];
}

async function api<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const events = (r: Request) => JSON.parse(r.postData() ?? "[]") as FlowEvent[];
const isLog = (r: Request) => r.method() === "POST" && /\/api\/(p\/)?flowAnalysisLog$/.test(new URL(r.url()).pathname);

async function productInStock(request: APIRequestContext) {
  const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await request.get("/api/search/searchProdPage?current=3&size=40"),
  );
  for (const r of page.records) {
    if (r.totalStock < 20 || r.price > 500) continue;
    const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
      await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    if (d.skuList.some((s) => s.stock >= 10)) return r;
  }
  throw new Error("no product in stock");
}

test("browse → detail → add to cart arrive as flow events and show in the shop's report", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prod = await productInStock(request);

  // 1. A visitor: home, then the product. Each page's events go out in a batch without waiting.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const apiHeaders: Record<string, string>[] = [];
  page.on("request", (r) => {
    // Calls of the shared API client (fetch); images and files under /api are plain resource loads.
    if (r.resourceType() === "fetch" && new URL(r.url()).pathname.startsWith("/api/") && !isLog(r))
      apiHeaders.push(r.headers());
  });
  const homeLog = page.waitForRequest((r) => isLog(r) && events(r).some((e) => e.pageId === 1), { timeout: 15_000 });
  await page.goto("/");
  const home = events(await homeLog).find((e) => e.pageId === 1)!;
  expect(home).toMatchObject({ step: 1, prevPageId: 0, visitType: 1, systemType: 1 });
  const detailLog = page.waitForRequest((r) => isLog(r) && events(r).some((e) => e.pageId === 2), { timeout: 15_000 });
  await page.goto(`/detail/${prod.prodId}`);
  const detailReq = await detailLog;
  expect(new URL(detailReq.url()).pathname).toBe("/api/flowAnalysisLog");
  const detail = events(detailReq).find((e) => e.pageId === 2)!;
  expect(detail).toMatchObject({
    step: 2,
    prevPageId: 1,
    bizData: prod.prodId,
    uuid: home.uuid,
    uuidSession: home.uuidSession,
  });
  expect((await detailReq.response())?.status()).toBe(200);
  // The shared API client sends the visitor's ids on every call.
  expect(apiHeaders.length).toBeGreaterThan(0);
  for (const h of apiHeaders) expect(h).toMatchObject({ uuid: home.uuid, uuidsession: home.uuidSession });

  // 2. Leaving a page flushes what it queued with sendBeacon, before the 5 s batch timer. Playwright
  // does not surface beacon requests, so the API's ingest counter (/readyz data.flow) tells.
  const accepted = async () =>
    (await api<{ flow: { accepted: number } }>(await request.get("/api/readyz"))).flow.accepted;
  await page.goto("/list?keyword=%E6%89%8B%E6%9C%BA");
  await page.waitForTimeout(500); // the list page's view is queued after hydration
  const before = await accepted();
  await page.goto("/shopList");
  await expect.poll(accepted, { timeout: 4_000 }).toBeGreaterThan(before);
  await visitor.close();

  // 3. A buyer of its own (never the demo buyer's cart, which the checkout journey uses in
  // parallel) signs in and adds the product to the cart on its page: an event to /p/flowAnalysisLog.
  const account = await createBuyer(request, "flow");
  const buyer = await browser.newContext();
  const bp = await buyer.newPage();
  await loginInPopup(bp, account.userName, account.password, "/");
  await bp.goto(`/detail/${prod.prodId}`);
  const cartLog = bp.waitForRequest((r) => isLog(r) && events(r).some((e) => e.visitType === 4), { timeout: 15_000 });
  await bp.getByTestId("add-to-cart").click();
  const cartReq = await cartLog;
  expect(new URL(cartReq.url()).pathname).toBe("/api/p/flowAnalysisLog");
  expect(events(cartReq).find((e) => e.visitType === 4)).toMatchObject({ pageId: 2, bizData: prod.prodId });
  expect((await (await cartReq.response())!.json()) as Envelope<unknown>).toMatchObject({ code: "00000" });
  await buyer.close();

  // 4. The shop's staff read today's report (through the storefront's /api, as the CLI does).
  const login = await api<{ token: string }>(
    await request.post("/api/m/login", { data: { userName: `shop${prod.shopId}`, passWord: "souk1234" } }),
  );
  const report = async (lang: "zh" | "en") =>
    api<Report>(
      await request.get(`/api/m/flow/report?day=${today()}`, {
        headers: { authorization: login.token, "accept-language": lang },
      }),
    );
  const zh = await report("zh");
  expect(zh.shopId).toBe(prod.shopId);
  const row = zh.funnel.find((f) => f.prodId === prod.prodId);
  expect(row?.viewers).toBeGreaterThanOrEqual(2);
  expect(row?.carters).toBeGreaterThanOrEqual(1);
  expect(zh.pages.find((p) => p.pageId === 2)).toMatchObject({ pageName: "商品详情" });
  expect(zh.sources.some((s) => s.pageId === 2 && s.prevPageId === 1 && s.prevPageName === "首页")).toBe(true);
  const en = await report("en");
  expect(en.pages.find((p) => p.pageId === 2)?.pageName).toBe("Product detail");
  expect(en.funnel[0]).toMatchObject({ prodId: 0, prodName: "Total" });
});
