import { describe, expect, it } from "vitest";
import { scrollArrows } from "./category-scroll";

describe("scrollArrows", () => {
  it.each([
    ["9 categories: none", 9, 0, undefined, { up: false, down: false }],
    ["9 categories scrolled: none", 9, 100, 200, { up: false, down: false }],
    ["10 categories at top: down only", 10, 0, undefined, { up: false, down: true }],
    ["48 px is not yet more than 48", 10, 48, 200, { up: false, down: true }],
    ["49 px shows up", 10, 49, 200, { up: true, down: true }],
    ["at the end hides down", 12, 200, 200, { up: true, down: false }],
    ["unmeasured max keeps down", 12, 500, undefined, { up: true, down: true }],
  ] as const)("%s", (_n, count, top, max, expected) => {
    expect(scrollArrows(count, top, max)).toEqual(expected);
  });
});
