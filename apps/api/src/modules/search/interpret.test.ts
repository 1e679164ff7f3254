import { describe, expect, it } from "vitest";
import { anyWord, asTyped, didYouMean, interpret, singleText, type Term } from "./interpret.ts";
import { editDistance, Lexicon, stems } from "./lexicon.ts";
import { DEFAULT_SYNONYMS, synonymIndex } from "./synonyms.ts";

/** A catalogue in miniature: the words of the demo mall's names. */
const lex = new Lexicon({
  products: [
    { zh: "星耀 X5 120Hz高刷屏 5G手机", en: "Stellix X5 5G Smartphone, 120Hz display" },
    { zh: "凌讯 Y60 老人手机", en: "Lingxun Y60 Senior Phone" },
    { zh: "青漾 透明不发黄手机壳 蓝色", en: "Qingyang Phone Case, clear, Blue" },
    { zh: "拓声 降噪 真无线蓝牙耳机", en: "Tuosound True Wireless Earbuds, noise cancelling" },
    { zh: "拓声 运动 真无线蓝牙耳机", en: "Tuosound True Wireless Earbuds, sport" },
    { zh: "健源 电子血压计 智能蓝牙款", en: "Jianyuan Blood Pressure Monitor, Smart Bluetooth" },
    { zh: "跃动 碳板 跑步鞋", en: "Yuedong Running Shoes, carbon plate" },
    { zh: "步履 春季 百搭运动鞋", en: "Bulv Spring Sneakers" },
    { zh: "卡洛 经典款 单鞋", en: "Karlo Classic Flats" },
    { zh: "思齐 智能手表", en: "Sichi Smart Watch" },
    { zh: "美家 空气炸锅 5L", en: "Meijia Air Fryer 5L" },
  ],
  categories: [
    { zh: "手机", en: "Smartphones" },
    { zh: "手机壳", en: "Phone Cases" },
    { zh: "蓝牙耳机", en: "Bluetooth Earbuds" },
    { zh: "运动鞋", en: "Sneakers" },
    { zh: "智能手表", en: "Smart Watches" },
    { zh: "空气炸锅", en: "Air Fryers" },
  ],
  brands: [
    { zh: "星耀", en: "Stellix" },
    { zh: "拓声", en: "Tuosound" },
  ],
  shops: [
    { zh: "数码港专营店", en: "Digital Harbour" },
    { zh: "花颜美妆旗舰店", en: "Huayan Beauty Store" },
  ],
  hotWords: ["手机", "phone", "蓝牙耳机"],
});
const synonyms = synonymIndex(DEFAULT_SYNONYMS);

/** Each term's alternatives, `|` between alternatives and ` & ` between terms. */
const read = (terms: Term[]) => terms.map((t) => t.alternatives.map((a) => a.text).join("|")).join(" & ");

describe("interpret: a keyword read as the buyer meant it", () => {
  it.each<[string, string]>([
    // Exact Chinese stays as typed (one alternative: the query as before).
    ["手机", "手机"],
    ["蓝牙耳机", "蓝牙耳机"],
    ["鞋", "鞋"],
    // Pinyin: full, tone-less, no spaces; initials; mixed; with an apostrophe or spaces inside a word.
    ["shouji", "手机"],
    ["SHOUJI", "手机"],
    ["sj", "手机"],
    ["手ji", "手机"],
    ["lanyaerji", "蓝牙耳机"],
    ["lyej", "蓝牙耳机"],
    ["蓝牙ej", "蓝牙耳机"],
    ["lan'ya", "蓝牙"],
    ["xie", "鞋"],
    ["znsb", "智能手表"], // five-letter-or-less initials of a whole name
    ["kqzg", "空气炸锅"],
    ["ydx", "运动鞋"], // a whole name outweighs spans inside longer names
    ["kongqizhaguo", "空气炸锅"],
    ["星耀 shouji", "星耀 & 手机"],
    // Homophones of a term the catalogue never says.
    ["蓝芽耳机", "蓝牙耳机"],
    ["手鸡", "手机"],
    // English: catalogue words and their prefixes as typed, inflections, one edit from 5 letters.
    ["phone", "phone"],
    ["pho", "pho"],
    ["shoes", "shoes"],
    ["shoe", "shoe"],
    ["bluetoth", "bluetooth"],
    ["earbudss", "earbuds"],
    ["monitors", "monitor"],
    ["watches", "watches"], // an English word of the catalogue as it is
    ["phones", "phone"],
    ["bluetooth", "bluetooth"],
    // Synonyms of the platform's list (one-way: buyer words to catalogue words).
    ["earphone", "earbud|耳机"],
    ["earphones", "earbud|耳机"],
    ["headphones", "earbud|耳机"],
    ["iphone", "手机"],
    ["耳麦", "耳机"],
    ["蓝牙耳麦", "蓝牙耳机"],
    // Digits and mixed words as before.
    ["x5", "x5"],
    ["iphone15", "iphone15"],
  ])("%s → %s", (keyword, expected) => {
    expect(read(interpret(keyword, lex, synonyms))).toBe(expected);
  });

  it.each<[string, string]>([
    ["shumagang", "数码港"],
    ["smg", "数码港"],
    ["数码gang", "数码港"],
    ["meizhuang", "美妆"],
    ["digital", "digital"],
  ])("shop names: %s → %s", (keyword, expected) => {
    expect(read(interpret(keyword, lex, synonyms, { shops: true }))).toBe(expected);
  });

  it("keeps an unknown Chinese run beside its homophone when the lexicon is a sample", () => {
    expect(read(interpret("蓝芽耳机", lex, synonyms, { keepUnknown: true }))).toBe("蓝芽耳机|蓝牙耳机");
  });

  it("ranks the words as typed above what they were read as", () => {
    const [phone] = interpret("phone", lex, synonymIndex([{ terms: ["phone", "手机"], oneWay: false }]));
    expect(phone!.alternatives).toEqual([
      { text: "phone", weight: 2 },
      { text: "手机", weight: 1 },
    ]);
  });

  it("reads one alternative per term as one search text, and the keyword as typed", () => {
    expect(singleText(interpret("星耀 shouji", lex, synonyms))).toBe("星耀 手机");
    expect(singleText(interpret("earphone", lex, synonyms))).toBeNull();
    expect(read(asTyped("蓝芽 Earphone15"))).toBe("蓝芽 & earphone15");
  });
});

describe("didYouMean and anyWord: a keyword that found nothing", () => {
  it.each<[string, string | null]>([
    ["bluetoooth", "bluetooth"],
    ["sneekers", "sneakers"],
    ["运动协", "运动鞋"],
    ["空气炸过", "空气炸锅"],
    ["手机", null],
    ["zzzz", null],
  ])("%s → %s", (keyword, expected) => {
    expect(didYouMean(keyword, lex)).toBe(expected);
  });

  it("offers every word of a several-word keyword as one term, and nothing for one word", () => {
    expect(read(anyWord(interpret("蓝牙 火锅", lex, synonyms)))).toBe("蓝牙|火锅");
    expect(anyWord(interpret("火锅", lex, synonyms))).toEqual([]);
  });
});

describe("suggestions", () => {
  it.each<[string, boolean, string[]]>([
    ["sh", false, ["手机", "手机壳"]],
    ["shou", false, ["手机", "手机壳"]],
    ["手", false, ["手机", "手机壳"]],
    ["蓝牙e", false, ["蓝牙耳机"]],
    ["lanya", false, ["蓝牙耳机"]],
    ["kqz", false, ["空气炸锅"]],
    ["air", false, ["Air Fryers"]],
    ["shu", true, ["数码港专营店"]],
    ["digi", true, ["Digital Harbour"]],
  ])("%s (shops: %s) → begins with %j", (typed, shops, expected) => {
    const texts = lex.complete(typed, 8, shops).map((s) => s.text);
    expect(texts.slice(0, expected.length)).toEqual(expected);
  });

  it("says where a completion comes from, and never more than asked", () => {
    expect(lex.complete("sh", 8)[0]).toEqual({ text: "手机", kind: "hot" });
    expect(lex.complete("s", 2)).toHaveLength(2);
    expect(lex.complete("手机", 8, true)).toEqual([]);
  });
});

describe("editDistance and stems", () => {
  it.each<[string, string, number]>([
    ["bluetoth", "bluetooth", 1],
    ["bluetooht", "bluetooth", 1], // a transposition is one edit
    ["earphons", "earphone", 1],
    ["erphons", "earphone", 2],
    ["phone", "phone", 0],
    ["abc", "xyzabc", 3],
  ])("%s ↔ %s = %d", (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
  });

  it.each<[string, string[]]>([
    ["earphones", ["earphone"]],
    ["batteries", ["battery", "batterie"]],
    ["watches", ["watch", "watche"]],
    ["dress", []],
    ["running", ["runn"]],
  ])("%s → %j", (word, expected) => {
    expect(stems(word)).toEqual(expected);
  });
});
