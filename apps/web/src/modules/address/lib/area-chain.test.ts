import type { Area } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { areaChain, areasAlong, enabledAreas, findArea } from "./area-chain";

const a = (areaId: number, areaName: string, areas: Area[] = [], areaEnable = 1): Area => ({
  areaId,
  areaName,
  areaEnable,
  areaType: String(areaId).length / 2,
  parentId: Number(String(areaId).slice(0, -2)) || 0,
  areas,
});
const tree: Area[] = [
  a(44, "广东省", [a(4401, "广州市", [a(440106, "天河区")]), a(4403, "深圳市", [a(440305, "南山区")])]),
  a(81, "香港特别行政区", [a(8101, "香港岛", [a(810101, "中西区")])]),
  a(99, "停用", [], 0),
];

describe("areaChain", () => {
  it.each([
    [44, [44]],
    [4403, [44, 4403]],
    [440305, [44, 4403, 440305]],
    ["440106", [44, 4401, 440106]],
    [" 81 ", [81]],
    [null, []],
    [undefined, []],
    ["", []],
    [4, []],
    [440, []],
    [44010612, []],
    [-44, []],
    [4.5, []],
    ["0401", []],
    ["abc", []],
  ] as const)("%j → %j", (id, expected) => {
    expect(areaChain(id)).toEqual(expected);
  });
});

describe("tree lookups", () => {
  it("areasAlong follows the chain and stops at a missing id", () => {
    expect(areasAlong(tree, [44, 4403, 440305]).map((x) => x.areaName)).toEqual(["广东省", "深圳市", "南山区"]);
    expect(areasAlong(tree, [44, 4409, 440901]).map((x) => x.areaName)).toEqual(["广东省"]);
  });
  it.each([
    [440106, "天河区"],
    [8101, "香港岛"],
    [44, "广东省"],
    [440999, null],
    [null, null],
  ] as const)("findArea(%j) → %j", (id, name) => {
    expect(findArea(tree, id)?.areaName ?? null).toBe(name);
  });
  it("enabledAreas drops disabled areas", () => {
    expect(enabledAreas(tree).map((x) => x.areaId)).toEqual([44, 81]);
  });
});
