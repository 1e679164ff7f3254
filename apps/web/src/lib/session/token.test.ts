import { describe, expect, it } from "vitest";
import { readCookie } from "./token";

describe("readCookie", () => {
  it.each([
    ["token", "", null],
    ["token", "token=abc", "abc"],
    ["token", "language=en; token=a%20b", "a b"],
    ["token", "xtoken=1; token=2", "2"],
    ["token", "token=", ""],
    ["token", "token=%E0%A4%A", "%E0%A4%A"],
    ["language", "token=1;language=zh", "zh"],
  ] as const)("%s in %j", (name, header, expected) => {
    expect(readCookie(name, header)).toBe(expected);
  });
});
