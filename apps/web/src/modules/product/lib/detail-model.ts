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

/** An active flash sale of the product, when the API marks one (`activities[].seckillId`). */
export function seckillIdOf(activities: ProdInfo["activities"]): number | null {
  for (const a of activities) {
    const id = (a as { seckillId?: unknown }).seckillId;
    if (a.type === "seckill" && typeof id === "number" && Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
}
