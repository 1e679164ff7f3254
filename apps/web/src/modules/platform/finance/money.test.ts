import { describe, expect, it } from "vitest";
import { mallDay, yuanText } from "./money";

describe("yuanText", () => {
  it.each([
    [0, "¥0.00"],
    [1, "¥0.01"],
    [1999, "¥19.99"],
    [-1234, "-¥12.34"],
    [123456789, "¥1234567.89"],
  ])("%d fen → %s", (fen, text) => expect(yuanText(fen)).toBe(text));
});

describe("mallDay", () => {
  it.each([
    ["2026-01-01T15:59:59Z", 0, "2026-01-01"],
    ["2026-01-01T16:00:00Z", 0, "2026-01-02"],
    ["2026-01-01T16:00:00Z", 1, "2026-01-01"],
  ])("%s − %d days → %s", (iso, ago, day) => expect(mallDay(Date.parse(iso), ago)).toBe(day));
});
