import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media-url";

describe("mediaUrl", () => {
  it.each([
    [null, ""],
    ["", ""],
    ["  ", ""],
    ["/files/prod/1.webp", "/api/files/prod/1.webp"],
    ["files/avatar/a.webp", "/api/files/avatar/a.webp"],
    ["/api/files/x.webp", "/api/files/x.webp"],
    ["https://cdn.example/x.png", "https://cdn.example/x.png"],
    ["//cdn.example/x.png", "//cdn.example/x.png"],
    ["blob:http://127.0.0.1:3000/abc", "blob:http://127.0.0.1:3000/abc"],
  ] as const)("%j → %j", (p, expected) => {
    expect(mediaUrl(p)).toBe(expected);
  });
});
