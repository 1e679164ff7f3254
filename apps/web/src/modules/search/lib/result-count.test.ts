import { describe, expect, it } from "vitest";
import { formatResultCount } from "./result-count";

describe("formatResultCount", () => {
  it("shows an exact total in full", () => {
    expect(formatResultCount(4196, true, "zh")).toBe("4,196");
    expect(formatResultCount(18175, true, "en")).toBe("18,175");
  });
  it("shows an estimate with a plus, in 万 in Chinese from ten thousand on", () => {
    expect(formatResultCount(4000, false, "zh")).toBe("4,000+");
    expect(formatResultCount(10000, false, "zh")).toBe("1万+");
    expect(formatResultCount(200000, false, "zh")).toBe("20万+");
    expect(formatResultCount(10000, false, "en")).toBe("10,000+");
  });
});
