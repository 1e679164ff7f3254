import { describe, expect, it } from "vitest";
import { moved } from "./hot-search-order";

describe("moved", () => {
  it.each<[number[], number, -1 | 1, number[]]>([
    [[1, 2, 3], 2, -1, [2, 1, 3]],
    [[1, 2, 3], 2, 1, [1, 3, 2]],
    [[1, 2, 3], 1, -1, [1, 2, 3]],
    [[1, 2, 3], 3, 1, [1, 2, 3]],
    [[1, 2, 3], 9, 1, [1, 2, 3]],
  ])("%j move %i by %i → %j", (ids, id, step, out) => expect(moved(ids, id, step)).toEqual(out));
});
