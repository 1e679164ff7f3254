import { isValidPassword } from "@souk/contract";

/**
 * Strength shown under a new password. The rule itself is the contract's (6-20 half-width
 * characters, at least two of letters, digits, symbols); the meter only grades what passes:
 *   none — nothing typed; weak — does not meet the rule; medium — two kinds; strong — three kinds.
 */
export type PasswordStrength = "none" | "weak" | "medium" | "strong";

export function characterKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  if (password === "") return "none";
  if (!isValidPassword(password)) return "weak";
  return characterKinds(password) >= 3 ? "strong" : "medium";
}
