import { describe, expect, it } from "vitest";
import { changedTags, readVersions } from "./catalog-versions";

const v = { products: 1, shops: 2, notices: 3, home: 4, site: 5 };

describe("changedTags", () => {
  it("every tag on the first poll", () => {
    expect(changedTags(null, v)).toEqual(["products", "shops", "notices", "home", "site"]);
  });
  it("only the tags that moved", () => {
    expect(changedTags(v, { ...v, products: 9, home: 5 })).toEqual(["products", "home"]);
    expect(changedTags(v, v)).toEqual([]);
  });
  it.each([null, "x", 3, []])("nothing for a malformed answer %j", (bad) => {
    expect(changedTags(v, bad)).toEqual([]);
  });
  it("ignores malformed fields", () => {
    expect(changedTags(v, { ...v, shops: "7" })).toEqual([]);
  });
});

describe("readVersions", () => {
  it("keeps a complete answer and refuses a partial one", () => {
    expect(readVersions({ ...v, extra: 1 })).toEqual(v);
    expect(readVersions({ products: 1 })).toBeNull();
  });
});
