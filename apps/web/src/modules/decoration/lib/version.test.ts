import { describe, expect, it } from "vitest";
import { decorationVersion } from "./version";

describe("decorationVersion: the document a home page was rendered from", () => {
  it("names equal documents alike and a republished one differently", () => {
    const published = JSON.stringify([{ type: "goods_list", dataField: { goods: [{ prodId: 1 }] } }]);
    const republished = JSON.stringify([{ type: "goods_list", dataField: { goods: [{ prodId: 2 }] } }]);
    expect(decorationVersion(published)).toBe(decorationVersion(String(published)));
    expect(decorationVersion(republished)).not.toBe(decorationVersion(published));
    expect(decorationVersion(null)).toBe(decorationVersion(""));
  });
});
