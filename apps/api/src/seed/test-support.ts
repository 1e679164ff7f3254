import { createTestApp, type TestApp } from "../../test/harness.ts";
import { seed } from "./index.ts";

/** Products in test seeds: enough to cover every top category, fast to load (~0.5 s). */
export const TEST_PRODUCTS = 60;

/** A test app on a fresh database holding the demo marketplace with `products` products. */
export async function createSeededApp(products = TEST_PRODUCTS): Promise<TestApp> {
  const t = await createTestApp();
  await seed(t.ctx, { products, afterSalesDemo: false });
  return t;
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** GET `url` in a language; returns the parsed envelope and the status. */
export async function get(t: TestApp, url: string, lang: "zh" | "en" = "zh"): Promise<{ status: number; body: Json }> {
  const r = await t.app.inject({ url, headers: { "accept-language": lang } });
  return { status: r.statusCode, body: r.json() };
}
