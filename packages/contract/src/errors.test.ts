import { describe, expect, it } from "vitest";
import { defaultMessage, ERROR_CATALOGUE, ErrorCodes, httpStatusOf, type ErrorCode } from "./errors.ts";
import { SUCCESS_CODE } from "./envelope.ts";

const entries = Object.entries(ERROR_CATALOGUE) as [ErrorCode, (typeof ERROR_CATALOGUE)[ErrorCode]][];
const failures = entries.filter(([code]) => code !== SUCCESS_CODE);

describe("error catalogue", () => {
  it("has exactly one entry per named code", () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(Object.values(ErrorCodes).sort());
    expect(new Set(Object.values(ErrorCodes)).size).toBe(Object.values(ErrorCodes).length);
  });

  it.each(failures)("%s has zh and en text and a 4xx/5xx status", (code, entry) => {
    expect(code).toMatch(/^[A-Z]\d{5}$/);
    expect(entry.zh.trim()).not.toBe("");
    expect(entry.zh).toMatch(/\p{Script=Han}/u);
    expect(entry.en.trim()).not.toBe("");
    expect(entry.en).toMatch(/^[\x20-\x7e]+$/);
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(httpStatusOf(code)).toBe(entry.status);
    expect(defaultMessage(code, "zh")).toBe(entry.zh);
    expect(defaultMessage(code, "en")).toBe(entry.en);
  });

  it.each<[string, number]>([
    ["00000", 200],
    ["A00002", 400],
    ["A00004", 401],
    ["A00005", 500],
    ["A00013", 404],
    ["A03002", 409],
    ["A00014", 413],
    ["A00015", 409],
    ["B00016", 429],
    ["Z99999", 400],
    ["", 400],
    ["__proto__", 400],
    ["toString", 400],
  ])("httpStatusOf(%j) is %i", (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});
