import { searchText } from "../modules/search/tokenize.ts";
import { BOOK_WORDS, POOLS, SEASONS, type AttrPool, type Bi } from "./fixtures/kinds.ts";
import type { LeafPlan, Plan, ShopRow } from "./plan.ts";
import { Rng } from "./rng.ts";

/** Seed of every random choice; change it and the whole demo catalogue changes. */
export const SEED = 20250601;

export interface SalesAttr {
  nameZh: string;
  nameEn: string;
  values: { zh: string; en: string }[];
}
export interface SkuProperty {
  nameZh: string;
  nameEn: string;
  valueZh: string;
  valueEn: string;
}

export interface ProductRow {
  prodId: number;
  shopId: number;
  categoryId: number;
  shopCategoryId: number | null;
  brandId: number;
  nameZh: string;
  nameEn: string;
  briefZh: string;
  briefEn: string;
  pic: string;
  imgs: string[];
  price: number;
  oriPrice: number;
  totalStock: number;
  soldNum: number;
  status: number;
  contentZh: string;
  contentEn: string;
  specs: SkuProperty[];
  salesAttrs: SalesAttr[];
  /** Search text, weight A (names) and B (brand, categories). */
  searchA: string;
  searchB: string;
  /** Days before the seed time. */
  ageDays: number;
}

export interface SkuRow {
  skuId: number;
  prodId: number;
  properties: SkuProperty[];
  price: number;
  oriPrice: number;
  stock: number;
  pic: string;
}

/** A "nice" shop price in fen: 39.9, 399, 2999 yuan. */
export function nicePrice(yuan: number): number {
  if (yuan < 100) return Math.max(1, Math.round(yuan)) * 100 - 10;
  if (yuan < 1000) return Math.max(1, Math.round(yuan / 10)) * 1000 - 100;
  return Math.max(1, Math.round(yuan / 100)) * 10000 - 100;
}

function chooseValues(rng: Rng, pool: AttrPool): { value: Bi; index: number }[] {
  const k = rng.int(pool.pick[0], pool.pick[1]);
  const all = pool.values.map((value, index) => ({ value, index }));
  if (!pool.ordered || k >= all.length) return rng.subset(all, k);
  const start = rng.int(0, all.length - k);
  return all.slice(start, start + k);
}

function chooseShop(rng: Rng, plan: Plan, leaf: LeafPlan, brandId: number): ShopRow {
  const candidates = plan.shopsByTop[leaf.top]!.filter((s) => s.brandId === null || s.brandId === brandId);
  const flagship = candidates.find((s) => s.brandId === brandId);
  if (flagship && rng.chance(0.6)) return flagship;
  const others = candidates.filter((s) => s.brandId === null);
  // The self-run shop sells everything but less of each top than the specialists.
  const weighted = others.flatMap((s) => (s.shopType === 1 ? [s] : [s, s]));
  return rng.pick(weighted);
}

function model(rng: Rng, prefixes: readonly string[]): string {
  const prefix = rng.pick(prefixes);
  const n = rng.int(2, 90);
  const suffix = rng.chance(0.25) ? rng.pick([" Pro", " Max", " Ultra", " Lite", " SE"]) : "";
  return `${prefix}${n}${suffix}`;
}

function bookTitle(rng: Rng): Bi {
  const pair = rng.subset(BOOK_WORDS, 2);
  const [a, b] = rng.chance(0.5) ? pair : [pair[1], pair[0]];
  const pattern = rng.int(0, 2);
  if (pattern === 0) return [`${a![0]}与${b![0]}`, `${cap(a![1])} and ${b![1]}`];
  if (pattern === 1) return [`${a![0]}里的${b![0]}`, `${cap(b![1])} in ${a![1]}`];
  return [`回到${a![0]}`, `Back to ${a![1]}`];
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * Product `prodId` and its SKUs (ids from `firstSkuId`). Pure: the same arguments give
 * the same product.
 */
export function makeProduct(prodId: number, plan: Plan, firstSkuId: number): { product: ProductRow; skus: SkuRow[] } {
  const rng = Rng.for(SEED, prodId);
  const leaf = plan.leafOrder[(prodId - 1) % plan.leafOrder.length]!;
  const kind = leaf.kind;
  const brandId = rng.pick(leaf.brandIds);
  const brand = plan.brands[brandId - 1]!.name;
  const shop = chooseShop(rng, plan, leaf, brandId);

  // Sales attributes and the SKU cartesian product.
  const chosen = kind.attrs.map((key) => ({ pool: POOLS[key], values: chooseValues(rng, POOLS[key]) }));
  const salesAttrs: SalesAttr[] = chosen.map(({ pool, values }) => ({
    nameZh: pool.name[0],
    nameEn: pool.name[1],
    values: values.map(({ value }) => ({ zh: value[0], en: value[1] })),
  }));
  let combos: { value: Bi; index: number; pool: AttrPool }[][] = [[]];
  for (const { pool, values } of chosen) {
    combos = combos.flatMap((c) => values.map((v) => [...c, { ...v, pool }]));
  }

  const [minYuan, maxYuan] = kind.price;
  const baseYuan = Math.exp(Math.log(minYuan) + rng.next() * (Math.log(maxYuan) - Math.log(minYuan)));
  const discount = rng.chance(0.75) ? 1.1 + rng.next() * 0.35 : 1;
  const soldOut = prodId % 53 === 21;
  const pic = `/files/prod/${prodId}.webp`;
  const hasColour = salesAttrs[0]?.nameEn === "Colour";
  const skus: SkuRow[] = combos.map((combo, i) => {
    const yuan = baseYuan * (1 + combo.reduce((sum, v) => sum + v.pool.step * v.index, 0));
    const price = nicePrice(yuan);
    const oriPrice = discount === 1 ? price : Math.max(price, nicePrice(yuan * discount));
    const stock = soldOut || rng.chance(0.06) ? 0 : rng.int(5, 999);
    const colourIdx = hasColour ? combo[0]!.index : 0;
    return {
      skuId: firstSkuId + i,
      prodId,
      properties: combo.map((v) => ({
        nameZh: v.pool.name[0],
        nameEn: v.pool.name[1],
        valueZh: v.value[0],
        valueEn: v.value[1],
      })),
      price,
      oriPrice,
      stock,
      pic: hasColour ? `/files/prod/${prodId}-${(colourIdx % 3) + 1}.webp` : pic,
    };
  });
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));

  // Names: "星耀 X5 120Hz高刷屏 5G手机 8GB+256GB 曜石黑" / "Stellix X5 5G Smartphone, 120Hz display, 8GB+256GB Obsidian Black"
  // when those are its only memory and colour; with several, "星耀 X5 120Hz高刷屏 5G手机".
  const feature = rng.pick(kind.features);
  // The name carries only what every SKU shares: a title naming 8GB+128GB while the buyer picks
  // 12GB+256GB misleads. A value that varies between SKUs is left to the SKU picker.
  const shared = skus[0]!.properties.filter((p, i) => skus.every((k) => k.properties[i]!.valueZh === p.valueZh));
  const variantZh = shared.map((p) => p.valueZh).join(" ");
  const variantEn = shared.map((p) => p.valueEn).join(" ");
  const [nounZh, nounEn] = leaf.noun;
  let headZh: string;
  let headEn: string;
  switch (kind.style) {
    case "model": {
      const m = model(rng, kind.models ?? ["S"]);
      headZh = `${brand[0]} ${m} ${feature[0]} ${nounZh}`;
      headEn = `${brand[1]} ${m} ${nounEn}`;
      break;
    }
    case "fashion": {
      const season = rng.pick(SEASONS);
      headZh = `${brand[0]} ${season[0]} ${feature[0]}${nounZh}`;
      headEn = `${brand[1]} ${season[1]} ${nounEn}`;
      break;
    }
    case "book": {
      const title = bookTitle(rng);
      headZh = `《${title[0]}》${nounZh}`;
      headEn = `${title[1]} (${nounEn})`;
      break;
    }
    default:
      headZh = `${brand[0]} ${feature[0]}${nounZh}`;
      headEn = `${brand[1]} ${nounEn}`;
  }
  const nameZh = variantZh ? `${headZh} ${variantZh}` : headZh;
  const nameEn = `${headEn}, ${feature[1]}${variantEn ? `, ${variantEn}` : ""}`;

  const points = rng.subset(kind.features, 3);
  const briefZh = `${points.map((f) => f[0]).join("，")}，${kind.style === "book" ? brand[0] : `${brand[0]}品质之选`}`;
  const briefEn = `${cap(points.map((f) => f[1]).join(", "))} — ${kind.style === "book" ? `published by ${brand[1]}` : `quality by ${brand[1]}`}.`;
  const specs: SkuProperty[] = [
    { nameZh: "品牌", nameEn: "Brand", valueZh: brand[0], valueEn: brand[1] },
    ...kind.specs.map(([name, values]) => {
      const v = rng.pick(values);
      return { nameZh: name[0], nameEn: name[1], valueZh: v[0], valueEn: v[1] };
    }),
  ];
  const content = (lang: 0 | 1) => {
    const L = (zh: string, en: string) => (lang === 0 ? zh : en);
    return [
      `<div class="prod-intro">`,
      `<h3>${esc(lang === 0 ? headZh : headEn)}</h3>`,
      `<p>${esc(lang === 0 ? briefZh : briefEn)}</p>`,
      `<p><img src="/files/prod/${prodId}-d1.webp" alt="${esc(lang === 0 ? nounZh : nounEn)}"></p>`,
      `<h4>${L("产品亮点", "Highlights")}</h4>`,
      `<ul>${points.map((f) => `<li>${esc(lang === 0 ? f[0] : cap(f[1]))}</li>`).join("")}</ul>`,
      `<h4>${L("规格参数", "Specifications")}</h4>`,
      `<table>${specs.map((s) => `<tr><th>${esc(lang === 0 ? s.nameZh : s.nameEn)}</th><td>${esc(lang === 0 ? s.valueZh : s.valueEn)}</td></tr>`).join("")}</table>`,
      `<p><img src="/files/prod/${prodId}-d2.webp" alt=""></p>`,
      `<h4>${L("售后保障", "After-sales")}</h4>`,
      `<p>${L("正品保障，支持七天无理由退货（定制及生鲜商品除外），质量问题商家承担运费。", "Genuine goods. 7-day no-reason returns (except customised and fresh goods); the merchant pays return shipping for quality problems.")}</p>`,
      `</div>`,
    ].join("");
  };

  const status = prodId % 47 === 13 ? 0 : 1;
  const soldNum = Math.floor(Math.exp(rng.next() * 9.5)) - 1;
  return {
    product: {
      prodId,
      shopId: shop.shopId,
      categoryId: leaf.categoryId,
      shopCategoryId: plan.shopCategoryOf.get(`${shop.shopId}:${leaf.top}`) ?? null,
      brandId,
      nameZh,
      nameEn,
      briefZh,
      briefEn,
      pic,
      imgs: [pic, `/files/prod/${prodId}-1.webp`, `/files/prod/${prodId}-2.webp`, `/files/prod/${prodId}-3.webp`],
      price: cheapest.price,
      oriPrice: cheapest.oriPrice,
      totalStock: skus.reduce((s, k) => s + k.stock, 0),
      soldNum,
      status,
      contentZh: content(0),
      contentEn: content(1),
      specs,
      salesAttrs,
      searchA: searchText(nameZh, nameEn),
      searchB: searchText(
        brand[0],
        brand[1],
        leaf.name[0],
        leaf.name[1],
        leaf.secondName[0],
        leaf.secondName[1],
        leaf.topName[0],
        leaf.topName[1],
      ),
      ageDays: rng.next() * 180,
    },
    skus,
  };
}
