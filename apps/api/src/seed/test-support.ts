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
