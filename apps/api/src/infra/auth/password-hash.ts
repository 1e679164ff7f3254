import { hash, parseOptions, verify, type Algorithm, type Options } from "@node-rs/argon2";

/**
 * Password hashing: argon2id with OWASP's baseline parameters (19 MiB memory, 2 passes,
 * 1 lane; ~20-40 ms here), PHC strings with a random 16-byte salt. Hashes made with older
 * parameters are upgraded at the next successful sign-in (needsRehash). ADR 0004.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the typings, so not importable as a value)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for anything that is not a valid hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than ARGON2_OPTIONS. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same time as a real verification, for sign-ins of accounts that do not exist or
 * have no password, so response times do not tell which accounts exist.
 */
export async function burnVerification(password: string): Promise<false> {
  dummy ??= hashPassword("souk-dummy-password-for-timing");
  await verifyPassword(await dummy, password);
  return false;
}
