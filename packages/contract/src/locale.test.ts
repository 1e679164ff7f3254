import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage } from "./locale.ts";

describe("localeFromAcceptLanguage", () => {
  it.each<[string | null | undefined, "zh" | "en"]>([
    [undefined, "zh"],
    [null, "zh"],
    ["", "zh"],
    ["en", "en"],
    ["EN", "en"],
    ["en-US", "en"],
    ["en_GB", "en"],
    ["zh-CN", "zh"],
    ["zh-Hant-TW", "zh"],
    ["en-US,en;q=0.9", "en"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["en;q=0.8,zh;q=0.9", "zh"],
    ["en;q=0.9,zh;q=0.8", "en"],
    ["fr-FR, en;q=0.5", "en"],
    ["fr, de", "zh"],
    ["*", "zh"],
    ["  en  ", "en"],
    ["en ; q=0.7 , zh ; q=0.6", "en"],
    // Equal weights: the first listed wins.
    ["en, zh", "en"],
    ["zh, en", "zh"],
    // q=0 means "not acceptable".
    ["en;q=0", "zh"],
    ["zh;q=0, en;q=0.1", "en"],
    // Parameter names are case-insensitive.
    ["en;Q=0.5, zh;q=0.4", "en"],
    // A malformed weight drops that range.
    ["en;q=abc", "zh"],
    ["en;q=abc, zh;q=0.1", "zh"],
    [",,,", "zh"],
    ["en;level=1", "en"],
  ])("%j → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("isLocale", () => {
  it.each<[unknown, boolean]>([
    ["zh", true],
    ["en", true],
    ["EN", false],
    ["en-US", false],
    ["fr", false],
    ["", false],
    [null, false],
    [1, false],
  ])("%j → %s", (v, expected) => {
    expect(isLocale(v)).toBe(expected);
  });
});
