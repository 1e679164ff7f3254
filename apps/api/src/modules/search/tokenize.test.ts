import { describe, expect, it } from "vitest";
import { searchText, tokenize, toTsQuery } from "./tokenize.ts";

describe("tokenize", () => {
  it.each([
    ["手机", ["手机"]],
    ["华为手机", ["华为", "为手", "手机"]],
    ["鞋", ["鞋"]],
    ["iPhone15 手机壳", ["iphone15", "iphone", "15", "手机", "机壳"]],
    [
      "星耀 X5 5G手机 8GB+256GB 曜石黑",
      ["星耀", "x5", "x", "5", "5g", "5", "g", "手机", "8gb", "8", "gb", "256gb", "256", "gb", "曜石", "石黑"],
    ],
    ["Apple", ["apple"]],
    ["ＡＢＣ１２３", ["abc123", "abc", "123"]], // full-width folds to ASCII (NFKC)
    ["空调，1.5匹！", ["空调", "1", "5", "匹"]],
    ["Nike跑步鞋", ["nike", "跑步", "步鞋"]],
    ["𠀀𠀁汉", ["𠀀𠀁", "𠀁汉"]], // CJK extension B characters are surrogate pairs
    ["한국어 にほんご", ["한국어", "にほんご"]], // other scripts: whole words
    ["  ,.!  ", []],
    ["", []],
  ])("%s", (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });
});

describe("searchText (document side)", () => {
  it("adds Han unigrams of longer runs so one-character queries match", () => {
    expect(searchText("运动鞋")).toBe("运动 动鞋 运 动 鞋");
    expect(searchText("鞋")).toBe("鞋");
  });
  it("joins several parts and skips empty ones", () => {
    expect(searchText("华为", null, "", "P60")).toBe("华为 华 为 p60 p 60");
  });
});

describe("toTsQuery (query side)", () => {
  it.each([
    ["手机", "手机"],
    ["华为手机", "华为 & 为手 & 手机"],
    ["鞋", "鞋"],
    ["phone", "phone:*"],
    ["iPhone15 手机壳", "(iphone15:* | iphone & 15:*) & 手机 & 机壳"],
    ["RTX4060 游戏本", "(rtx4060:* | rtx & 4060:*) & 游戏 & 戏本"],
    ["手机 手机", "手机"],
    ["'; drop table products; --", "drop:* & table:* & products:*"],
    ["!!!", null],
    ["", null],
  ])("%s → %s", (input, expected) => {
    expect(toTsQuery(input)).toBe(expected);
  });

  it("caps very long queries", () => {
    const q = toTsQuery("手".repeat(5000))!;
    expect(q.length).toBeLessThan(200);
  });
});
