import { createCipheriv, randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

/**
 * Customer-service chat, two browser contexts against the real API and sockets:
 * the shop's agent signs in to /chat/console; a new buyer opens a product, presses "contact
 * customer service", sends the product card and a question (with markup that must show as text);
 * the agent sees both live, answers with a picture, and the buyer sees it live. A second tab of
 * the buyer takes over: the first shows "consulted elsewhere". Then an English pass of /en/chat.
 */

interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
}

async function api<T>(res: Awaited<ReturnType<Page["request"]["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

/** A new buyer, registered and signed in through the API (the page's context gets the token cookie). */
async function registerBuyer(page: Page): Promise<void> {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  const mobile = `137${String(randomInt(1e8)).padStart(8, "0")}`;
  await api(await page.request.post("/api/user/sendRegisterCode", { data: { mobile } }));
  let validCode = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`);
      validCode = ((await res.json()) as Envelope<{ code: string } | null>).data?.code ?? "";
      return validCode;
    })
    .toMatch(/^\d{6}$/);
  await api(
    await page.request.post("/api/user/register", {
      data: { userName: `cs_${tag}`.slice(0, 16), mobile, validCode, passWord: wirePassword("Souk#2026") },
    }),
  );
}

test("a buyer asks about a product, the agent answers with a picture, a second tab takes over", async ({ browser }) => {
  test.setTimeout(120_000);
  const agentCtx = await browser.newContext();
  const buyerCtx = await browser.newContext();
  const agent = await agentCtx.newPage();
  const buyer = await buyerCtx.newPage();

  const search = await api<{ records: { prodId: number; shopId: number; prodName: string }[] }>(
    await buyer.request.get("/api/search/searchProdPage?current=1&size=10"),
  );
  const prod = search.records[0]!;
  const info = await api<{ pic: string; shop: { shopId: number } }>(
    await buyer.request.get(`/api/prod/prodInfo?prodId=${prod.prodId}`),
  );

  // The agent of the product's shop signs in to the console (the socket makes them online).
  await agent.goto("/chat/console");
  await agent.getByTestId("console-login").getByLabel("员工账号").fill(`shop${info.shop.shopId}`);
  await agent.getByTestId("console-login").getByLabel("密码").fill("souk1234");
  await agent.getByTestId("console-login").getByRole("button", { name: "登录" }).click();
  await expect(agent.getByTestId("console-page")).toBeVisible();
  await expect(agent.getByTestId("chat-status")).toHaveCount(0);

  // The buyer contacts the shop from the product page; the product card is ready to send.
  await registerBuyer(buyer);
  await buyer.goto(`/detail/${prod.prodId}`);
  await buyer.getByTestId("detail-contact-service").click();
  await expect(buyer).toHaveURL(new RegExp(`/chat\\?shopId=${info.shop.shopId}&prodId=${prod.prodId}`));
  await expect(buyer.getByTestId("chat-card-ready")).toContainText(prod.prodName);
  await expect(buyer.getByTestId("chat-send")).toBeEnabled();
  await buyer.getByRole("button", { name: "发送商品" }).click();
  await expect(buyer.getByTestId("chat-messages").getByTestId("chat-product-card")).toContainText(prod.prodName);
  const question = "<img src=x onerror=alert(1)> 有货吗？";
  await buyer.getByTestId("chat-input").fill(question);
  await buyer.getByTestId("chat-input").press("Enter");
  await expect(buyer.getByTestId("chat-messages")).toContainText(question);
  // The product just browsed is offered under "recently browsed" and goes out as a card too.
  await buyer.getByRole("button", { name: "最近浏览" }).click();
  await buyer.getByTestId("chat-recent").getByRole("button", { name: prod.prodName }).click();
  await expect(buyer.getByTestId("chat-messages").getByTestId("chat-product-card")).toHaveCount(2);

  // The conversation reaches the agent live (assigned to them); markup shows as text.
  const conv = agent.getByTestId("chat-conversation").first();
  await expect(conv).toBeVisible();
  await conv.click();
  await expect(agent.getByTestId("chat-messages").getByTestId("chat-product-card")).toHaveCount(2);
  await expect(agent.getByTestId("chat-messages").getByTestId("chat-product-card").first()).toContainText(
    prod.prodName,
  );
  await expect(agent.getByTestId("chat-messages")).toContainText(question);
  await expect(agent.locator("img[src='x']")).toHaveCount(0);
  await expect(agent.getByTestId("console-context")).toBeVisible();

  // The agent answers with a picture; the buyer sees it without reloading.
  const picture = await (await agent.request.get(`/api${info.pic}`)).body();
  await agent.getByTestId("chat-file").setInputFiles({ name: "answer.webp", mimeType: "image/webp", buffer: picture });
  await expect(agent.getByTestId("chat-messages").getByTestId("chat-image")).toBeVisible();
  const image = buyer.getByTestId("chat-messages").getByTestId("chat-image");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/api\/files\/im\/[A-Za-z0-9_-]{22}\.webp$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second tab of the buyer takes over; the first says so and stops.
  const second = await buyerCtx.newPage();
  await second.goto("/chat");
  await expect(second.getByTestId("chat-messages").getByTestId("chat-image")).toBeVisible();
  await expect(buyer.getByTestId("chat-status")).toHaveText("咨询已失效，您已在其他页面发起咨询");
  await expect(buyer.getByTestId("chat-send")).toBeDisabled();

  // English pass: the agent writes again, the buyer's English page shows it live.
  await second.goto("/en/chat");
  await expect(second.getByRole("heading", { name: "Customer service" })).toBeVisible();
  await expect(second.getByTestId("chat-send")).toBeEnabled();
  await agent.getByTestId("chat-input").fill("Ships today");
  await agent.getByTestId("chat-send").click();
  await expect(second.getByTestId("chat-messages")).toContainText("Ships today");
  await expect(second.getByTestId("chat-conversation").first()).toContainText("Ships today");

  await agentCtx.close();
  await buyerCtx.close();
});

test("a platform agent signs in to the console and answers a buyer's platform conversation (English)", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const agentCtx = await browser.newContext();
  const buyerCtx = await browser.newContext();
  const agent = await agentCtx.newPage();
  const buyer = await buyerCtx.newPage();

  // The seeded platform account (README): the platform box sends it to /admin/login.
  await agent.goto("/en/chat/console");
  const login = agent.getByTestId("console-login");
  await login.getByLabel("Staff account").fill("platform");
  await login.getByLabel("Password").fill("souk1234");
  await login.getByTestId("console-platform").check();
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(agent.getByTestId("console-page")).toContainText(
    /Service console · (Platform customer service|平台客服)/,
  );
  await expect(agent.getByTestId("chat-status")).toHaveCount(0);

  // A buyer writes to the platform (shopId 0): the online platform agent gets it live, no code 12.
  await registerBuyer(buyer);
  await buyer.goto("/en/chat?shopId=0");
  await expect(buyer.getByTestId("chat-send")).toBeEnabled();
  await buyer.getByTestId("chat-input").fill("Where is my coupon?");
  await buyer.getByTestId("chat-input").press("Enter");
  await expect(buyer.getByTestId("chat-messages")).toContainText("Where is my coupon?");
  const conv = agent.getByTestId("chat-conversation").filter({ hasText: "Where is my coupon?" });
  await conv.click();
  await expect(agent.getByTestId("chat-messages")).toContainText("Where is my coupon?");
  await expect(agent.getByTestId("console-context")).toContainText("The buyer's orders");
  await agent.getByTestId("chat-input").fill("It is in your account now");
  await agent.getByTestId("chat-send").click();
  await expect(buyer.getByTestId("chat-messages")).toContainText("It is in your account now");
  await expect(buyer.getByTestId("chat-status")).toHaveCount(0);

  await agentCtx.close();
  await buyerCtx.close();
});
