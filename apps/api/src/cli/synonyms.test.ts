import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { get } from "../../test/http.ts";
import { createSeededApp } from "../seed/test-support.ts";
import { DEFAULT_SYNONYMS } from "../modules/search/synonyms.ts";
import { synonymsCommand } from "./synonyms.ts";
import { commandRunner } from "./test-support.ts";

/** `npm run mall -- synonyms`: the platform's search synonyms from a terminal, same checks as the admin API. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 120_000);
afterAll(async () => t.close());

const run = commandRunner(() => t, synonymsCommand);

const total = async (keyword: string) =>
  (await get(t, `/search/searchProdPage?prodName=${encodeURIComponent(keyword)}`)).body.data.total as number;

describe("npm run mall -- synonyms", () => {
  it("adds a group searches use at once, lists it, removes it and resets to the defaults", async () => {
    expect((await run("list")).out).toContain(`${DEFAULT_SYNONYMS.length} synonym group(s)\n1. 耳麦 → 耳机`);
    expect(await total("大哥大")).toBe(0);
    expect((await run("add", "大哥大", "手机", "--one-way")).code).toBe(0);
    expect(await total("大哥大")).toBe(await total("手机"));
    const n = DEFAULT_SYNONYMS.length + 1;
    expect((await run("list")).out).toContain(`${n}. 大哥大 → 手机`);
    expect((await run("remove", String(n))).code).toBe(0);
    expect(await total("大哥大")).toBe(0);
    expect((await run("add", "手机", "电话")).code).toBe(0);
    expect((await run("list")).out).toContain("手机 = 电话");
    expect((await run("reset")).code).toBe(0);
    expect((await run("list")).out).not.toContain("电话");
  });

  it("refuses a group of one term and an unknown number, and keeps the list", async () => {
    const before = (await run("list")).out;
    const one = await run("add", "耳机");
    expect(one.code).toBe(1);
    expect(one.out).toContain("Each synonym group needs 2 to 12 terms");
    expect((await run("remove", "99")).code).toBe(2);
    expect((await run("frobnicate")).code).toBe(2);
    expect((await run("list")).out).toBe(before);
  });
});
