import { describe, expect, it } from "vitest";
import { color, findShopSigns, num, parseDecoration, shown } from "./parse";

describe("parseDecoration", () => {
  it("keeps known blocks in order", () => {
    const s = JSON.stringify([
      { type: "shop_signs", dataField: { showLogo: 0 } },
      { type: "picture_by", dataField: { imgList: [] } },
    ]);
    expect(parseDecoration(s).map((b) => b.type)).toEqual(["shop_signs", "picture_by"]);
  });
  it.each([
    ["null", null],
    ["empty", ""],
    ["not JSON", "{"],
    ["not a list", '{"type":"picture_by"}'],
  ])("%s → []", (_n, v) => {
    expect(parseDecoration(v)).toEqual([]);
  });
  it("drops unknown types and malformed entries", () => {
    const s = JSON.stringify([
      { type: "video", dataField: {} },
      { type: "floor_title" },
      { type: "floor_title", dataField: [] },
      null,
      7,
      { type: "floor_title", dataField: { title: "x" } },
    ]);
    expect(parseDecoration(s)).toEqual([{ type: "floor_title", dataField: { title: "x" } }]);
  });
  it("finds the decorated header", () => {
    const blocks = parseDecoration(JSON.stringify([{ type: "shop_signs", dataField: { a: 1 } }]));
    expect(findShopSigns(blocks)?.dataField).toEqual({ a: 1 });
  });
});

describe("helpers", () => {
  it("shown: 0 means show", () => {
    expect(shown(0)).toBe(true);
    expect(shown("0")).toBe(true);
    expect(shown(undefined)).toBe(true);
    expect(shown(1)).toBe(false);
    expect(shown("1")).toBe(false);
  });
  it("num clamps and falls back", () => {
    expect(num("20", 0)).toBe(20);
    expect(num("x", 5)).toBe(5);
    expect(num(99999, 0, 0, 600)).toBe(600);
  });
  it.each([
    ["#fff", "#fff"],
    ["#f5f5f5", "#f5f5f5"],
    ["rgba(0, 0, 0, .5)", "rgba(0, 0, 0, .5)"],
    ["red;background:url(x)", "#000"],
    ["expression(alert(1))", "#000"],
    [3, "#000"],
  ])("color %j → %j", (v, out) => {
    expect(color(v, "#000")).toBe(out);
  });
});
