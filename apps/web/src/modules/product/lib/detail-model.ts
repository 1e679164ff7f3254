import type { ProdInfo, ProdSku } from "@souk/contract";
import type { MatrixSku, SalesAttr } from "./sku-matrix";

/**
 * The SKU selector's model of a product: attributes in display order and each SKU's values
 * aligned to them (a SKU lacking a value for an attribute gets "" and can never be chosen).
 */
export function skuModel(info: Pick<ProdInfo, "salesAttrs" | "skuList">): {
  attrs: SalesAttr[];
  skus: (MatrixSku & { sku: ProdSku })[];
} {
  const attrs = info.salesAttrs.filter((a) => a.name && a.values.length > 0);
  const skus = info.skuList.map((sku) => ({
    skuId: sku.skuId,
    stock: Math.max(0, Math.floor(sku.stock)),
    values: attrs.map((a) => sku.properties.find((p) => p.name === a.name)?.value ?? ""),
    sku,
  }));
  return { attrs, skus };
}

/** Gallery pictures: the product's, then SKU pictures not already among them (deduplicated, in order). */
export function galleryImages(info: Pick<ProdInfo, "pic" | "imgs" | "skuList">): string[] {
  const all = [...(info.imgs.length > 0 ? info.imgs : [info.pic]), ...info.skuList.map((s) => s.pic)];
  return [...new Set(all.filter((s) => typeof s === "string" && s.trim() !== ""))];
}

/** A running flash sale or group buy of the product, as the detail page's entry to it. */
export interface ActivityEntry {
  kind: "seckill" | "groupBuy";
  href: string;
  price: number;
  endTime: string;
  groupNumber?: number;
}

/** The detail page's entries: the flash sale first, then the group buy; badges missing an id, price or end are skipped. */
export function activityEntriesOf(activities: ProdInfo["activities"]): ActivityEntry[] {
  const out: ActivityEntry[] = [];
  const ok = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
  for (const a of activities) {
    if (a.activityPrice === undefined || !a.endTime) continue;
    if (a.type === "seckill" && ok(a.seckillId))
      out.push({ kind: "seckill", href: `/secdetail/${a.seckillId}`, price: a.activityPrice, endTime: a.endTime });
    if (a.type === "groupBuy" && ok(a.groupActivityId))
      out.push({
        kind: "groupBuy",
        href: `/group-buy/${a.groupActivityId}`,
        price: a.activityPrice,
        endTime: a.endTime,
        groupNumber: a.groupNumber,
      });
  }
  return out.sort((x, y) => (x.kind === y.kind ? 0 : x.kind === "seckill" ? -1 : 1));
}
