import { describe, expect, it } from "vitest";
import { contentError } from "./comment-content";

describe("review text", () => {
  it.each([
    ["", "v.commentContent"],
    ["   ", "v.commentContent"],
    ["好", null],
    ["好".repeat(150), null],
    ["好".repeat(151), "v.commentContent"],
    ["👍".repeat(150), null],
  ] as const)("%j → %s", (s, want) => {
    expect(contentError(s)).toBe(want);
  });
});
