import { describe, expect, it } from "vitest";
import { avatarProblem } from "./avatar-check";

const MB = 1024 * 1024;

describe("avatarProblem", () => {
  it.each([
    ["image/jpeg", 100_000, null],
    ["image/png", 2 * MB, null], // exactly 2 MB is allowed
    ["image/webp", 1, null],
    ["image/gif", 500, null],
    ["IMAGE/PNG", 500, null],
    ["image/png", 2 * MB + 1, "avatarSize"],
    ["image/svg+xml", 100, "avatarType"], // scripts can hide in SVG
    ["image/bmp", 100, "avatarType"],
    ["application/pdf", 100, "avatarType"],
    ["", 100, "avatarType"],
    ["image/png", 0, "avatarEmpty"],
  ] as const)("%s, %i bytes → %s", (type, size, expected) => {
    expect(avatarProblem({ type, size })).toBe(expected);
  });
});
