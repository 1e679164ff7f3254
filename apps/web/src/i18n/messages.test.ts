import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

function keys(obj: unknown, prefix = ""): string[] {
  if (typeof obj !== "object" || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(s: string): string[] {
  return [...s.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? "").sort();
}

describe("message files", () => {
  it("zh and en have exactly the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it("every message is a non-empty string with the same placeholders in both languages", () => {
    const flat = (o: unknown) =>
      Object.fromEntries(
        keys(o).map((k) => [k, k.split(".").reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o)]),
      );
    const z = flat(zh);
    const e = flat(en);
    for (const [k, v] of Object.entries(z)) {
      expect(typeof v, k).toBe("string");
      expect((v as string).trim(), k).not.toBe("");
      expect(placeholders(e[k] as string), k).toEqual(placeholders(v as string));
    }
  });

  it("the English 404 says exactly what the spec says", () => {
    expect(en.errors.notFound).toBe("This page could not be found");
  });
});
