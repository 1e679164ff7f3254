import { describe, expect, it } from "vitest";
import { escapeHtml, escapeLike, highlight, keywordParts } from "./highlight.ts";
import { namesOnly } from "./product-search.ts";

describe("highlight", () => {
  it.each<[string, string[], string]>([
    ["华为手机 Mate", ["手机"], "华为<em>手机</em> Mate"],
    ["iPhone 15 手机壳", ["iphone", "15"], "<em>iPhone</em> <em>15</em> 手机壳"],
    ["Smartphone", ["pho"], "Smart<em>pho</em>ne"],
    ["手机手机", ["手机"], "<em>手机手机</em>"], // adjacent matches merge
    ["iphone15", ["iphone15", "iphone", "15"], "<em>iphone15</em>"], // longest wins, overlaps merge
    ["<b>手机</b>", ["手机"], "&lt;b&gt;<em>手机</em>&lt;/b&gt;"],
    [`"A & B's"`, ["b"], "&quot;A &amp; <em>B</em>&#39;s&quot;"],
    ["<script>", ["script"], "&lt;<em>script</em>&gt;"],
    ["em", ["em"], "<em>em</em>"],
    ["a.b*c", [".", "*"], "a<em>.</em>b<em>*</em>c"], // regex characters are literal
    ["无匹配", ["手机"], "无匹配"],
    ["anything <x>", [], "anything &lt;x&gt;"],
    ["", ["a"], ""],
  ])("%s / %j → %s", (text, terms, html) => {
    expect(highlight(text, terms)).toBe(html);
  });
});

describe("keywordParts", () => {
  it.each<[string, { hanRuns: string[]; words: string[]; terms: string[] }]>([
    ["蓝牙耳机", { hanRuns: ["蓝牙耳机"], words: [], terms: ["蓝牙耳机"] }],
    ["凌讯 手机 Pro", { hanRuns: ["凌讯", "手机"], words: ["pro"], terms: ["凌讯", "手机", "pro"] }],
    ["iPhone15手机", { hanRuns: ["手机"], words: ["iphone15"], terms: ["iphone15", "iphone", "15", "手机"] }],
    ["ＰＨＯ", { hanRuns: [], words: ["pho"], terms: ["pho"] }],
    ["%_!", { hanRuns: [], words: [], terms: [] }],
  ])("%s", (kw, parts) => {
    expect(keywordParts(kw)).toEqual(parts);
  });
});

describe("escaping helpers", () => {
  it("escapes HTML and LIKE patterns", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
  it("restricts every tsquery term to names (weight A)", () => {
    expect(namesOnly("手机")).toBe("手机:A");
    expect(namesOnly("phone:*")).toBe("phone:*A");
    expect(namesOnly("(iphone15:* | iphone & 15:*) & 手机 & 机壳")).toBe(
      "(iphone15:*A | iphone:A & 15:*A) & 手机:A & 机壳:A",
    );
  });
});
