/**
 * Passwords on the wire (mall4j dialect, spec part 7): every password field a client sends is
 *
 *   Base64( AES-128-ECB-PKCS7( key = UTF-8 bytes of PASSWORD_AES_KEY,
 *                              plaintext = String(Date.now()) (13 digits) + password ) )
 *
 * which is exactly CryptoJS's default output for
 *
 *   CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(passwordPlaintext(pw)),
 *                        CryptoJS.enc.Utf8.parse(PASSWORD_AES_KEY),
 *                        { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString()
 *
 * (the key MUST go through Utf8.parse: a plain string key makes CryptoJS derive a key from a passphrase).
 * The server decrypts with node:crypto and rejects timestamps outside PASSWORD_MAX_SKEW_MS.
 *
 * This is obfuscation, not security: the key ships in the storefront's JavaScript. It keeps
 * passwords out of casual logs and proxies; confidentiality comes from HTTPS (docs/adr/0004).
 * No cipher implementation lives here so the contract stays dependency-free: the storefront
 * plugs in crypto-js, the API uses node:crypto.
 */
export const PASSWORD_AES_KEY = "-souk--password-";

/** A ciphertext older or newer than this (client clock vs server clock) is rejected as expired. */
export const PASSWORD_MAX_SKEW_MS = 5 * 60 * 1000;

/** An AES-128-ECB/PKCS7 encryptor returning Base64, e.g. the crypto-js call shown above. */
export type AesEcbEncrypt = (plaintext: string, key: string) => string;

/** The plaintext that gets encrypted: 13-digit millisecond timestamp, then the password. */
export function passwordPlaintext(password: string, now: number = Date.now()): string {
  const ts = String(Math.trunc(now));
  if (!/^\d{13}$/.test(ts)) throw new RangeError("timestamp must have 13 digits");
  return ts + password;
}

/** Encrypts a password for the wire with the given AES implementation. */
export function encryptPassword(password: string, encrypt: AesEcbEncrypt, now: number = Date.now()): string {
  return encrypt(passwordPlaintext(password, now), PASSWORD_AES_KEY);
}

/** Splits a decrypted plaintext into its timestamp and password; null when it is not of that shape. */
export function splitPasswordPlaintext(plaintext: string): { timestamp: number; password: string } | null {
  const m = /^(\d{13})([\s\S]*)$/.exec(plaintext);
  if (!m) return null;
  return { timestamp: Number(m[1]), password: m[2] ?? "" };
}

/** Whether a client timestamp is within the accepted window around the server's clock. */
export function isFreshPasswordTimestamp(timestamp: number, now: number = Date.now()): boolean {
  return Math.abs(now - timestamp) <= PASSWORD_MAX_SKEW_MS;
}
