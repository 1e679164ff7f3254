import { describe, expect, it } from "vitest";
import { newRequestId, signed, yuan } from "./format";

describe("members page formatting", () => {
  it.each([
    [12.3, "¥12.30"],
    [0, "¥0.00"],
    [-0.5, "-¥0.50"],
  ])("yuan(%s) = %s", (v, s) => expect(yuan(v)).toBe(s));
  it.each([
    [12.3, true, "+12.30"],
    [-0.5, true, "-0.50"],
    [150, false, "+150"],
    [-30, false, "-30"],
  ])("signed(%s, %s) = %s", (v, money, s) => expect(signed(v, money)).toBe(s));
  it("request ids fit the API's rule and differ", () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
