import { describe, expect, it } from "vitest";
import { isTransientFailure } from "./transient-failure";

describe("isTransientFailure", () => {
  it.each([
    ["A00005: busy, overloaded or unreachable", "A00005", true],
    ["B00016: rate limited", "B00016", true],
    ["no code", null, true],
    ["A03000: the order does not exist", "A03000", false],
    ["A00013: not found", "A00013", false],
    ["A00001: a business refusal", "A00001", false],
    ["A00004: signed out (the login popup handles it)", "A00004", false],
  ])("%s", (_label, code, transient) => {
    expect(isTransientFailure(code)).toBe(transient);
  });
});
