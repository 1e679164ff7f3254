import { yuanToFen, type MerchantProductBody, type MerchantProductDetail } from "@souk/contract";
import { skuMatrix, type SkuRow, type SpecDimension } from "./sku-matrix";

/** The basic fields of the product form (antd Form values). */
export interface ProductBasics {
  /** The category path, top level to leaf (the cascader's value). */
  category?: number[];
  brandId?: number | null;
  prodName?: string;
  prodNameEn?: string;
  brief?: string;
  content?: string;
  /** Put on the shelf after saving. */
  onShelf?: boolean;
  /** One of the shop's own product groups. */
  shopCategoryId?: number | null;
  /** The 7-day no-reason return promise. */
  noReasonReturn?: boolean;
}

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const fen = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? undefined : yuanToFen(yuan));

/**
 * The body of POST/PUT /m/product from the form: the leaf category, the pictures in their
 * order (the first is the main one), the dimensions and one SKU per row (prices in fen).
 * Values the shop left empty stay undefined, so the contract's schema names what is missing.
 */
export function productBody(
  basics: ProductBasics,
  dimensions: readonly SpecDimension[],
  rows: readonly SkuRow[],
  pictures: readonly string[],
): MerchantProductBody {
  const dims = dimensions.filter((d) => d.name.trim() && d.values.length > 0);
  return {
    prodName: basics.prodName ?? "",
    prodNameEn: text(basics.prodNameEn),
    brief: text(basics.brief),
    categoryId: basics.category?.at(-1) as number,
    brandId: basics.brandId ?? undefined,
    pic: pictures[0] ?? "",
    imgs: [...pictures],
    content: basics.content ?? "",
    salesAttrs: dims.map((d) => ({
      name: d.name.trim(),
      nameEn: text(d.nameEn),
      values: d.values.map((value) => ({ value })),
    })),
    skus: rows.map((r) => ({
      properties: r.properties,
      price: fen(r.price) as number,
      oriPrice: fen(r.oriPrice),
      stock: r.stock as number,
      ...(r.stockSeen === undefined ? {} : { stockSeen: r.stockSeen }),
      skuCode: text(r.skuCode),
      ...(r.weight === null || r.weight === undefined ? {} : { weight: r.weight }),
      // A picture removed from the product falls back to the main one.
      pic: r.pic && pictures.includes(r.pic) ? r.pic : undefined,
    })),
    shopCategoryId: basics.shopCategoryId ?? undefined,
    noReasonReturn: basics.noReasonReturn ?? false,
  };
}

/** The form's state for a product read back from GET /m/product/:prodId. */
export function formFromDetail(d: MerchantProductDetail, categoryPath: number[]) {
  const dimensions: SpecDimension[] = d.salesAttrs.map((a) => ({
    name: a.name,
    nameEn: a.nameEn === a.name ? undefined : a.nameEn,
    values: a.values.map((v) => v.value),
  }));
  const typed: SkuRow[] = d.skus.map((k) => ({
    key: k.properties.join("\u0001"),
    properties: k.properties,
    price: k.price / 100,
    oriPrice: k.oriPrice / 100,
    stock: k.stock,
    stockSeen: k.stock,
    skuCode: k.skuCode,
    pic: k.pic,
    weight: k.weight,
  }));
  const basics: ProductBasics = {
    category: categoryPath,
    brandId: d.brandId,
    prodName: d.prodName,
    prodNameEn: d.prodNameEn === d.prodName ? undefined : d.prodNameEn,
    brief: d.brief,
    content: d.content,
    onShelf: d.status === 1,
    shopCategoryId: d.shopCategoryId,
    noReasonReturn: d.noReasonReturn,
  };
  return { basics, dimensions, rows: skuMatrix(dimensions, typed), pictures: d.imgs.length ? d.imgs : [d.pic] };
}
