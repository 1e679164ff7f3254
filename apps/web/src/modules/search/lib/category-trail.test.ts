import type { CategoryNode } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { categoryParams, categoryTrail } from "./category-trail";

const node = (categoryId: number, categoryName: string, categories: CategoryNode[] = []): CategoryNode => ({
  categoryId,
  categoryName,
  categories,
  pic: "",
  status: 1,
  parentId: 0,
  grade: 1,
  selected: false,
});
const tree = [node(1, "手机数码", [node(15, "手机通讯", [node(64, "手机"), node(65, "老人机")])]), node(2, "电脑办公")];

describe("categoryTrail", () => {
  it.each([
    [{ cpid: 1, cid: 15, thCid: 64 }, ["手机数码", "手机通讯", "手机"]],
    [{ thCid: 65 }, ["手机数码", "手机通讯", "老人机"]],
    [{ cpid: 1 }, ["手机数码"]],
    [{ cpid: 2, thCid: 999 }, ["电脑办公"]],
    [{}, []],
  ] as const)("%j", (q, names) => {
    expect(categoryTrail(tree, q).map((t) => t.categoryName)).toEqual(names);
  });
  it("has levels", () => {
    expect(categoryTrail(tree, { thCid: 64 }).map((t) => t.level)).toEqual([1, 2, 3]);
    expect(categoryTrail(null, { cpid: 1 })).toEqual([]);
  });
});

describe("categoryParams", () => {
  it.each([
    [64, { cpid: 1, cid: 15, thCid: 64 }],
    [15, { cpid: 1, cid: 15, thCid: undefined }],
    [2, { cpid: 2, cid: undefined, thCid: undefined }],
    [777, { thCid: 777 }],
  ] as const)("%s", (id, params) => {
    expect(categoryParams(tree, id)).toEqual(params);
  });
});
