import type { Area } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { areaIndex, chainsOf, idsOf } from "./region-chains";

const area = (areaId: number, areaName: string, areas: Area[] = []): Area => ({
  areaId,
  areaName,
  areaEnable: 1,
  areaType: String(areaId).length / 2,
  parentId: 0,
  areas,
});
const tree = [
  area(33, "浙江省", [area(3301, "杭州市", [area(330106, "西湖区"), area(330108, "滨江区")])]),
  area(54, "西藏自治区", [area(5401, "拉萨市")]),
];
const index = areaIndex(tree);

describe("freight regions between codes and the region picker", () => {
  it("indexes every level with its chain and names", () => {
    expect(index.get(33)).toEqual({ chain: [33], name: "浙江省" });
    expect(index.get(3301)).toEqual({ chain: [33, 3301], name: "浙江省 杭州市" });
    expect(index.get(330108)).toEqual({ chain: [33, 3301, 330108], name: "浙江省 杭州市 滨江区" });
    expect(index.size).toBe(6);
  });

  it.each<[string, number[], number[][]]>([
    ["a province", [54], [[54]]],
    [
      "a city and a district of another province",
      [3301, 5401],
      [
        [33, 3301],
        [54, 5401],
      ],
    ],
    ["a district", [330106], [[33, 3301, 330106]]],
    ["a code the tree lacks is left out", [99, 54], [[54]]],
    ["none", [], []],
  ])("stored codes open as chains: %s", (_what, ids, chains) => {
    expect(chainsOf(ids, index)).toEqual(chains);
  });

  it.each<[string, unknown, number[]]>([
    ["the last code of each chain", [[54], [33, 3301], [33, 3301, 330106]], [54, 3301, 330106]],
    ["a chain picked twice counts once", [[54], [54]], [54]],
    ["an empty pick", [], []],
    ["no pick at all", undefined, []],
  ])("a pick saves as codes: %s", (_what, value, ids) => {
    expect(idsOf(value)).toEqual(ids);
  });

  it("a round trip keeps the codes", () => {
    const ids = [3301, 54, 330108];
    expect(idsOf(chainsOf(ids, index))).toEqual(ids);
  });
});
