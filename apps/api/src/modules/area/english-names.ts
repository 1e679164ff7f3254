import { pinyin } from "pinyin-pro";

/**
 * English names of China's divisions for English pages: the place in pinyin (pinyin-pro, which
 * reads place-name polyphones such as 重庆 Chongqing, 厦门 Xiamen), with the kind of division in
 * English. Provinces drop 省/市 ("Guangdong", "Beijing"); cities drop 市 ("Guangzhou");
 * districts and counties keep their kind ("Tianhe District", "Xinjin County"). Names that are
 * not their pinyin in English usage come from EXCEPTIONS.
 */
const EXCEPTIONS: Record<string, string> = {
  陕西省: "Shaanxi",
  内蒙古自治区: "Inner Mongolia",
  西藏自治区: "Tibet",
  广西壮族自治区: "Guangxi",
  宁夏回族自治区: "Ningxia",
  新疆维吾尔自治区: "Xinjiang",
  香港特别行政区: "Hong Kong",
  澳门特别行政区: "Macao",
  台湾省: "Taiwan",
};

/** Longest suffix first; `kind` is appended in English, or nothing for provinces and cities. */
const SUFFIXES: { zh: string; kind: string }[] = [
  { zh: "特别行政区", kind: "" },
  { zh: "自治州", kind: " Autonomous Prefecture" },
  { zh: "自治县", kind: " Autonomous County" },
  { zh: "自治旗", kind: " Autonomous Banner" },
  { zh: "自治区", kind: "" },
  { zh: "林区", kind: " Forestry District" },
  { zh: "新区", kind: " New Area" },
  { zh: "地区", kind: " Prefecture" },
  { zh: "省", kind: "" },
  { zh: "市", kind: "" },
  { zh: "盟", kind: " League" },
  { zh: "区", kind: " District" },
  { zh: "县", kind: " County" },
  { zh: "旗", kind: " Banner" },
];

function capitalize(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const cache = new Map<string, string>();

export function englishAreaName(zh: string): string {
  const known = EXCEPTIONS[zh] ?? cache.get(zh);
  if (known) return known;
  let stem = zh;
  let kind = "";
  for (const s of SUFFIXES) {
    if (zh.length > s.zh.length && zh.endsWith(s.zh)) {
      stem = zh.slice(0, -s.zh.length);
      kind = s.kind;
      break;
    }
  }
  // Ethnic qualifiers of autonomous divisions stay in the stem's pinyin; the stem reads as one word.
  const roman = capitalize(pinyin(stem, { toneType: "none", type: "array", nonZh: "consecutive" }).join(""));
  const name = `${roman}${kind}`;
  cache.set(zh, name);
  return name;
}
