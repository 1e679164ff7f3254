import { describe, expect, it } from "vitest";
import { groupsHolding, membershipChanges, moveItem, type GroupProducts } from "./group-membership";

const groups: GroupProducts[] = [
  { tagId: 1, prodIds: [10, 7, 11] },
  { tagId: 2, prodIds: [] },
  { tagId: 3, prodIds: [7] },
  { tagId: 4, prodIds: [12, 13] },
];

describe("a product's groups", () => {
  it("are the groups whose list holds it", () => {
    expect(groupsHolding(groups, 7)).toEqual([1, 3]);
    expect(groupsHolding(groups, 99)).toEqual([]);
  });

  it.each<[string, number, number[], { tagId: number; prodIds: number[] }[]]>([
    ["nothing changes when the choice is what it is", 7, [1, 3], []],
    ["the order of the choice does not matter", 7, [3, 1], []],
    ["joining appends it at the end", 7, [1, 3, 4], [{ tagId: 4, prodIds: [12, 13, 7] }]],
    ["joining an empty group makes it the only one", 7, [1, 2, 3], [{ tagId: 2, prodIds: [7] }]],
    ["leaving keeps the others in their order", 7, [3], [{ tagId: 1, prodIds: [10, 11] }]],
    ["leaving the last place empties the group", 7, [1], [{ tagId: 3, prodIds: [] }]],
    [
      "joining and leaving at once, in the groups' order",
      7,
      [4, 2],
      [
        { tagId: 1, prodIds: [10, 11] },
        { tagId: 2, prodIds: [7] },
        { tagId: 3, prodIds: [] },
        { tagId: 4, prodIds: [12, 13, 7] },
      ],
    ],
    ["a new product joins at the end", 99, [1], [{ tagId: 1, prodIds: [10, 7, 11, 99] }]],
    ["a new product in no group changes nothing", 99, [], []],
    ["a chosen id that is no group (deleted meanwhile) is skipped", 99, [42], []],
  ])("%s", (_what, prodId, chosen, expected) => {
    expect(membershipChanges(groups, prodId, chosen)).toEqual(expected);
  });

  it("never changes the lists it was given", () => {
    const before = structuredClone(groups);
    membershipChanges(groups, 7, [2, 4]);
    expect(groups).toEqual(before);
  });
});

describe("moving a product in a group's list", () => {
  it.each<[string, number, -1 | 1, number[]]>([
    ["up swaps it with the one before", 1, -1, [7, 10, 11]],
    ["down swaps it with the one after", 1, 1, [10, 11, 7]],
    ["up from the top changes nothing", 0, -1, [10, 7, 11]],
    ["down from the bottom changes nothing", 2, 1, [10, 7, 11]],
    ["an index outside the list changes nothing", 5, -1, [10, 7, 11]],
  ])("%s", (_what, index, by, expected) => {
    const list = [10, 7, 11];
    expect(moveItem(list, index, by)).toEqual(expected);
    expect(list).toEqual([10, 7, 11]);
  });
});
