import type { ProdInfo } from "@souk/contract";
import { formatPrice } from "@/lib/money/price";

/**
 * schema.org Product for the detail page (Google's product snippet): name, images, description,
 * brand, and an AggregateOffer over the SKUs in CNY with the availability. Absolute URLs.
 */
export function productJsonLd(info: ProdInfo, url: string, abs: (path: string) => string): Record<string, unknown> {
  const prices = info.skuList.map((s) => s.price).filter((p) => Number.isFinite(p) && p >= 0);
  const low = prices.length ? Math.min(...prices) : info.price;
  const high = prices.length ? Math.max(...prices) : info.price;
  const inStock = info.totalStock > 0 || info.skuList.some((s) => s.stock > 0);
  const images = (info.imgs.length ? info.imgs : [info.pic]).filter(Boolean).map(abs);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: info.prodName,
    sku: String(info.prodId),
    url,
    ...(images.length ? { image: images } : {}),
    ...(info.brief ? { description: info.brief } : {}),
    ...(info.brand ? { brand: { "@type": "Brand", name: info.brand.name } } : {}),
    ...(info.categoryPath.length ? { category: info.categoryPath.map((c) => c.categoryName).join(" > ") } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "CNY",
      lowPrice: formatPrice(low),
      highPrice: formatPrice(high),
      offerCount: Math.max(1, info.skuList.length),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
      seller: { "@type": "Organization", name: info.shop.shopName },
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
