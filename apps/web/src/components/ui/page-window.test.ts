import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, null, 7]],
    [1, 20, [1, 2, 3, null, 20]],
    [10, 20, [1, null, 8, 9, 10, 11, 12, null, 20]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [6, 20, [1, null, 4, 5, 6, 7, 8, null, 20]],
    [20, 20, [1, null, 18, 19, 20]],
    [99, 3, [1, 2, 3]], // out of range is clamped
    [0, 3, [1, 2, 3]],
  ] as const)("page %i of %i → %j", (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });
});
