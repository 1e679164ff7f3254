import { createDecipheriv } from "node:crypto";
import { PASSWORD_AES_KEY, splitPasswordPlaintext } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { encryptForWire } from "./password-cipher";

/** What the API does (node:crypto), so the two implementations are checked against each other. */
function decrypt(b64: string): string {
  const d = createDecipheriv("aes-128-ecb", Buffer.from(PASSWORD_AES_KEY, "utf8"), null);
  return Buffer.concat([d.update(Buffer.from(b64, "base64")), d.final()]).toString("utf8");
}

describe("encryptForWire", () => {
  it.each([["souk1234"], ["a"], ["Pass word!中文"], ["x".repeat(40)]])("%j decrypts to timestamp + password", (pw) => {
    const now = 1_790_000_000_123;
    const opened = splitPasswordPlaintext(decrypt(encryptForWire(pw, now)));
    expect(opened).toEqual({ timestamp: now, password: pw });
  });

  it("is deterministic for a given time (ECB) and changes with the time", () => {
    expect(encryptForWire("abc123", 1_790_000_000_000)).toBe(encryptForWire("abc123", 1_790_000_000_000));
    expect(encryptForWire("abc123", 1_790_000_000_000)).not.toBe(encryptForWire("abc123", 1_790_000_000_001));
  });
});
