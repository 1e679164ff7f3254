import { describe, expect, it } from "vitest";
import { idSchema } from "../validation.ts";
import { changeItemBody } from "./cart.ts";
import { prodCommBody } from "./comment-write.ts";
import { buyNowSchema, submitOrderBody } from "./order.ts";

/** Numbers are integers, never booleans, arrays or (in a JSON body) strings. */
const NOT_INTEGERS: [string, unknown][] = [
  ["true", true],
  ["false", false],
  ["[2]", [2]],
  ['"2" (a string in a JSON body)', "2"],
  ["1.5", 1.5],
  ["null", null],
  ["{}", {}],
];

describe.each([
  ["cart count", (v: unknown) => changeItemBody.safeParse({ prodId: 1, skuId: 2, count: v })],
  ["buy-now count", (v: unknown) => buyNowSchema.safeParse({ prodId: 1, skuId: 2, count: v })],
  ["submit addrId", (v: unknown) => submitOrderBody.safeParse({ submitToken: "a".repeat(32), addrId: v })],
  ["review score", (v: unknown) => prodCommBody.safeParse({ orderItemId: 1, score: v, content: "很好用，质量不错" })],
])("%s", (_name, parse) => {
  it("accepts the integer 2", () => {
    expect(parse(2).success).toBe(true);
  });
  it.each(NOT_INTEGERS)("refuses %s", (_label, v) => {
    expect(parse(v).success).toBe(false);
  });
});

describe("ids (query strings, paths and bodies)", () => {
  it.each([
    ["2", 2],
    [" 7 ", 7],
    [42, 42],
  ])("accepts %j", (input, expected) => {
    expect(idSchema.parse(input)).toBe(expected);
  });
  it.each([
    ["true", true],
    ["[2]", [2]],
    ['"1e3"', "1e3"],
    ['"0x10"', "0x10"],
    ['""', ""],
    ["2.5", 2.5],
  ])("refuses %s", (_label, v) => {
    expect(idSchema.safeParse(v).success).toBe(false);
  });
});
