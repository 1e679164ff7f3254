import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

function keys(obj: unknown, prefix = ""): string[] {
  if (typeof obj !== "object" || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The arguments an ICU message uses, nested ones included; the branch texts of plural/select are not arguments. */
function placeholders(s: string): string[] {
  const names: string[] = [];
  let i = 0;
  const message = (): void => {
    while (i < s.length && s[i] !== "}") {
      if (s[i] === "{") argument();
      else i++;
    }
  };
  const argument = (): void => {
    i++; // {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(s.slice(i))!;
    names.push(head[1] ?? "");
    i += head[0].length;
    const branched = ["plural", "select", "selectordinal"].includes(head[2] ?? "");
    while (i < s.length && s[i] !== "}") {
      if (s[i] === "{" && branched) {
        i++;
        message();
      }
      i++;
    }
    i++; // }
  };
  message();
  return names.sort();
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
