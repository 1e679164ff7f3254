import { merchantLoginBody, validationText } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { zodRule } from "./zod-rule";

const en = (key: string | undefined) => (key ? (validationText(key)?.en ?? key) : undefined);

async function check(value: unknown): Promise<string | null> {
  const rule = zodRule(merchantLoginBody.shape.userName, en);
  if (typeof rule === "function" || !rule.validator) throw new Error("not a validator rule");
  try {
    await rule.validator({}, value, () => {});
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe("zodRule", () => {
  it("refuses what the contract refuses, with the contract's message in the page's language", async () => {
    expect(await check("a b")).toBe("Please enter the store account");
    expect(await check(undefined)).toBe("Please enter the store account");
  });

  it("accepts what the contract accepts", async () => {
    expect(await check("shop1")).toBeNull();
  });
});
