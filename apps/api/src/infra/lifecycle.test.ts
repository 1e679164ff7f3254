import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { lifecycleOf } from "./lifecycle.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("readiness while draining", () => {
  it("answers 503 + Retry-After with status draining from the moment draining starts; liveness stays 200", async () => {
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    lifecycleOf(t.ctx).startDraining();
    const r = await t.app.inject({ url: "/readyz" });
    expect(r.statusCode).toBe(503);
    expect(r.headers["retry-after"]).toBeDefined();
    expect(r.json()).toMatchObject({ code: "A00005", data: { status: "draining" } });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });
});
