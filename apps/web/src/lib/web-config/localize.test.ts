import type { PcWebConfig } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { infoLines, localizedText } from "./localize";

const base = {
  pcWelcomeCn: "欢迎",
  pcWelcomeEn: "Welcome",
  pcCopyrightCn: "版权",
  pcCopyrightEn: "",
} as unknown as PcWebConfig;

describe("localizedText", () => {
  it.each([
    ["pcWelcome", "zh", "欢迎"],
    ["pcWelcome", "en", "Welcome"],
    ["pcCopyright", "en", "版权"],
    ["pcCompanyName", "en", ""],
  ] as const)("%s/%s", (field, locale, expected) => {
    expect(localizedText(base, field, locale)).toBe(expected);
  });
  it("no config gives empty text", () => expect(localizedText(null, "pcWelcome", "zh")).toBe(""));
});

describe("infoLines", () => {
  it.each([
    ["a\nb", ["a", "b"]],
    ["a\r\nb\n\n c ", ["a", "b", "c"]],
    ["", []],
  ])("%j", (text, lines) => expect(infoLines(text)).toEqual(lines));
});
