import { encryptPassword } from "@souk/contract";
import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";
import ECB from "crypto-js/mode-ecb";
import Pkcs7 from "crypto-js/pad-pkcs7";

/**
 * A password as it travels (packages/contract/src/password.ts): Base64 of AES-128-ECB/PKCS7
 * over a 13-digit timestamp plus the password, keyed by the contract's key. Both strings go
 * through Utf8.parse: a plain string key would make CryptoJS derive a key from a passphrase.
 */
export function encryptForWire(password: string, now: number = Date.now()): string {
  return encryptPassword(
    password,
    (plaintext, key) => AES.encrypt(Utf8.parse(plaintext), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(),
    now,
  );
}
