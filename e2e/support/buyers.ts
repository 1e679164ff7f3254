import { createCipheriv, randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { api, type Envelope } from "./api";

/*
 * Who buys in a journey. Journeys run in parallel: only ONE journey (checkout's balance payment)
 * uses the seeded demo buyer's cart; every other one registers its own buyer.
 */

export const DEMO = { account: "demo", password: "souk1234" } as const;

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
export function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

/** A phone and an account nobody used yet; `prefix` tells in the data which journey made it. */
export function freshBuyer(prefix = "e2e") {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  return {
    userName: `${prefix}_${tag}`.slice(0, 16),
    mobile: `13${randomInt(5, 10)}${String(randomInt(1e8)).padStart(8, "0")}`,
    password: "Souk#2026",
  };
}
export type Buyer = ReturnType<typeof freshBuyer>;

/** The latest sandbox SMS code sent to a phone (GET /dev/sms/latest), of `type` when given. */
export async function latestCode(request: APIRequestContext, mobile: string, type?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms/latest?mobile=${mobile}`);
      const body = (await res.json()) as Envelope<{ code: string; type: string } | null>;
      code = body.data && (type === undefined || body.data.type === type) ? body.data.code : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A new buyer registered through the API with `request`. With a page's `page.request` the page
 * is signed in too (its context gets the token cookie); with the `request` fixture it is not, so
 * the journey can sign in through the login popup.
 */
export async function createBuyer(request: APIRequestContext, prefix = "e2e"): Promise<Buyer> {
  const b = freshBuyer(prefix);
  await api(await request.post("/api/user/sendRegisterCode", { data: { mobile: b.mobile } }));
  const validCode = await latestCode(request, b.mobile, "register");
  await api(
    await request.post("/api/user/register", {
      data: { userName: b.userName, mobile: b.mobile, validCode, passWord: wirePassword(b.password) },
    }),
  );
  return b;
}

/** A new buyer, registered and signed in through the API (the page's context gets the token cookie). */
export function registerBuyer(page: Page, prefix = "e2e"): Promise<Buyer> {
  return createBuyer(page.request, prefix);
}

/** The first province, city and district of the region tree. */
export async function firstRegion(request: APIRequestContext) {
  const tree = await api<{ areaId: number; areas: { areaId: number; areas: { areaId: number }[] }[] }[]>(
    await request.get("/api/area/administrativeDivision"),
  );
  const province = tree[0]!;
  const city = province.areas[0]!;
  return { provinceId: province.areaId, cityId: city.areaId, areaId: city.areas[0]!.areaId };
}

/** Gives the signed-in buyer an address in the first region (API). */
export async function addAddress(page: Page, receiver: string, addr = "人民路1号2单元301"): Promise<void> {
  await api(
    await page.request.post("/api/p/address/addAddr", {
      data: { receiver, mobile: "13900139000", ...(await firstRegion(page.request)), addr },
    }),
  );
}

/**
 * Signs in through the top bar's login popup (account tab), on `from` when given (else on the
 * current page), and waits for the landing back on that page.
 */
export async function loginInPopup(page: Page, account: string, password: string, from?: string): Promise<void> {
  if (from !== undefined) await page.goto(from);
  const path = new URL(page.url()).pathname;
  await page.getByTestId("topbar-login").click();
  const dialog = page.getByRole("dialog", { name: "登录" });
  await dialog.getByTestId("login-account").fill(account);
  await dialog.getByTestId("login-password").fill(password);
  await dialog.getByTestId("login-agree").check();
  // A login ends with a navigation (the single-sign-on hop or a reload): wait for it to land.
  const navigated = page.waitForEvent("load");
  await dialog.getByTestId("login-submit").click();
  await navigated;
  await page.waitForURL((u) => u.pathname === path, { waitUntil: "load" });
  await expect(page.getByTestId("topbar-user-menu")).toBeVisible({ timeout: 15_000 });
}

/** The seeded demo buyer (it has a balance), through the popup. */
export function loginAsDemo(page: Page): Promise<void> {
  return loginInPopup(page, DEMO.account, DEMO.password, "/");
}
