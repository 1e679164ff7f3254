import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

/*
 * Every route declares what it answers: route({ response }) documents the envelope's
 * `data` in /docs. A route without one shows `data: {}` and leaves the client guessing. This boots
 * the whole app and names each documented route that has no response schema; a new module's
 * routes are caught here the moment they are registered. A route answering a file declares
 * route({ produces }) instead. That the schemas match what the routes really answer is checked
 * by running a module's tests with SOUK_CHECK_RESPONSES=1 (test/harness.ts prints every mismatch).
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: "/docs/json" })).json();
});
afterAll(() => t.close());

/** "GET /p/x" for every documented operation whose 200 answer says nothing about `data`. */
function undeclared(paths: Json): string[] {
  const out: string[] = [];
  for (const [url, ops] of Object.entries(paths))
    for (const [method, op] of Object.entries(ops as Json)) {
      const ok = (op as Json).responses?.["200"];
      const schema = ok?.content?.["application/json"]?.schema;
      const data = schema?.properties?.data;
      // route() always documents the envelope; `data: {}` is a route that declared no response
      const said = data !== undefined && Object.keys(data).length > 0;
      // a route answering something other than JSON (a file, a redirect) documents it itself
      const other = ok && !ok.content?.["application/json"];
      if (!said && !other) out.push(`${method.toUpperCase()} ${url}`);
    }
  return out.sort();
}

describe("every route declares its response schema", () => {
  it("documents many routes", () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it("no documented route answers an undescribed `data`", () => {
    expect(undeclared(doc.paths)).toEqual([]);
  });

  it("a route answering a file documents its content type instead of the envelope", () => {
    const pdf = doc.paths["/p/invoice/download/{orderNumber}"].get.responses["200"];
    expect(Object.keys(pdf.content)).toEqual(["application/pdf"]);
  });
});
