import type { Metadata } from "next";
import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadShopHead } from "@/modules/shop/templates/shop-index-template";
import { shopIndexHref } from "@/modules/shop/lib/shop-query";
import { mediaUrl } from "@/lib/media/media-url";

/** Title, description and canonical URL of a shop index page. */
export async function shopIndexMetadata(locale: Locale, sid: number | null, cid?: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "shop" });
  const shop = sid ? await loadShopHead(sid, locale).catch(() => null) : null;
  if (!shop) return pageMetadata({ title: t("unknown"), path: "/shopIndex", noindex: true });
  return pageMetadata({
    title: shop.shopName,
    description: shop.intro || t("metaShopDescription", { name: shop.shopName }),
    path: shopIndexHref(shop.shopId, cid),
    noindex: shop.status !== 1,
    image: shop.shopLogo ? mediaUrl(shop.shopLogo) : undefined,
  });
}

export function idParam(v: string): number | null {
  return /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}
