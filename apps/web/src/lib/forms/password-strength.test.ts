import { describe, expect, it } from "vitest";
import { characterKinds, passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it.each([
    ["", "none"],
    ["abc12", "weak"], // too short
    ["abcdefgh", "weak"], // one kind
    ["12345678", "weak"],
    ["!@#$%^&*", "weak"],
    ["abc 1234", "weak"], // space is not half-width printable here
    ["密码abc123", "weak"], // full-width characters
    ["a".repeat(19) + "12", "weak"], // 21 characters
    ["abc123", "medium"],
    ["ABC!!!", "medium"],
    ["123...", "medium"],
    ["souk1234", "medium"],
    ["Souk#1234", "strong"],
    ["a1!a1!", "strong"],
    ["a".repeat(18) + "1!", "strong"], // exactly 20
  ] as const)("%j → %s", (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });

  it.each([
    ["", 0],
    ["abc", 1],
    ["a1", 2],
    ["a1_", 3],
    ["中", 1], // anything that is not a letter or digit counts as a symbol
  ] as const)("characterKinds(%j) = %i", (pw, n) => {
    expect(characterKinds(pw)).toBe(n);
  });
});
