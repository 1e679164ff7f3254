import { describe, expect, it } from "vitest";
import { decideLocale } from "./resolve-locale";

describe("decideLocale", () => {
  it.each([
    [null, undefined, { kind: "render", locale: "zh", persist: false }],
    [null, "en", { kind: "render", locale: "en", persist: false }],
    [null, "fr", { kind: "render", locale: "zh", persist: false }],
    ["en", undefined, { kind: "render", locale: "en", persist: true }],
    ["zh", "en", { kind: "render", locale: "zh", persist: true }],
    ["xx", "en", { kind: "unknown-language", locale: "en" }],
    ["", undefined, { kind: "unknown-language", locale: "zh" }],
    ["EN", undefined, { kind: "unknown-language", locale: "zh" }],
  ] as const)("lang=%s cookie=%s", (lang, cookie, expected) => {
    expect(decideLocale(lang, cookie)).toEqual(expected);
  });
});
