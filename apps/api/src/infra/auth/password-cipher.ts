import { createCipheriv, createDecipheriv } from "node:crypto";
import { isFreshPasswordTimestamp, PASSWORD_AES_KEY, passwordPlaintext, splitPasswordPlaintext } from "@souk/contract";

/*
 * The server side of the password-on-the-wire convention (packages/contract/src/password.ts):
 * AES-128-ECB, PKCS7, key = UTF-8 bytes of PASSWORD_AES_KEY, Base64 ciphertext of a 13-digit
 * timestamp followed by the password. Obfuscation only; HTTPS protects passwords (ADR 0004).
 */

const KEY = Buffer.from(PASSWORD_AES_KEY, "utf8");
const BASE64 =
  /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$|^(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Encrypts like the storefront does (used by tests, scripts and the bench). */
export function encryptWirePassword(password: string, now: number = Date.now()): string {
  const cipher = createCipheriv("aes-128-ecb", KEY, null);
  return Buffer.concat([cipher.update(passwordPlaintext(password, now), "utf8"), cipher.final()]).toString("base64");
}

/** Decrypts a Base64 AES ciphertext; null when it is not valid Base64, not whole blocks, badly padded or not UTF-8. */
export function decryptWirePlaintext(ciphertext: string): string | null {
  if (!BASE64.test(ciphertext)) return null;
  const bytes = Buffer.from(ciphertext, "base64");
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv("aes-128-ecb", KEY, null);
    return utf8.decode(Buffer.concat([decipher.update(bytes), decipher.final()]));
  } catch {
    return null;
  }
}

export type WirePassword =
  | { ok: true; password: string }
  /** unreadable: not our cipher text at all; expired: the timestamp is outside the window (replay or a wrong clock). */
  | { ok: false; reason: "unreadable" | "expired" };

/** Opens a password field: decrypts, checks the timestamp window, returns the password. */
export function openWirePassword(ciphertext: string, now: number): WirePassword {
  const plain = decryptWirePlaintext(ciphertext);
  const parts = plain === null ? null : splitPasswordPlaintext(plain);
  if (!parts) return { ok: false, reason: "unreadable" };
  if (!isFreshPasswordTimestamp(parts.timestamp, now)) return { ok: false, reason: "expired" };
  return { ok: true, password: parts.password };
}
