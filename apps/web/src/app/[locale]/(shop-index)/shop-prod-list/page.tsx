import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import type { RawParams } from "@/modules/search/lib/list-query";
import { parseShopProdQuery, shopProdHref } from "@/modules/shop/lib/shop-query";
import { loadShopHead } from "@/modules/shop/templates/shop-index-template";
import { ShopProdListTemplate } from "@/modules/shop/templates/shop-prod-list-template";

/**
 * Rendered per request (the query is unbounded). Declared, not inferred: a build without the API
 * prerenders nothing, and a page found to read searchParams only at runtime would fail as
 * "changed from static to dynamic". The API fetches keep their explicit revalidate and tags, so
 * they are still served from the fetch cache.
 */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const q = parseShopProdQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: "shop" });
  const shop = q.sid ? await loadShopHead(q.sid, locale).catch(() => null) : null;
  const name = shop?.shopName ?? t("unknown");
  return pageMetadata({
    title: t("metaGoods", { name }),
    description: t("metaShopDescription", { name }),
    path: shopProdHref({ sid: q.sid, cid: q.cid, current: q.current }),
    noindex: Boolean(q.prodName) || !shop || shop.status !== 1,
  });
}

/** /shop-prod-list?sid=&cid=&prodName=&sort=&orderBy=&current= — rendered per query from cached API answers. */
export default async function ShopProdListPage({ params, searchParams }: Props) {
  const locale = await enableStaticLocale(params);
  return <ShopProdListTemplate q={parseShopProdQuery(await searchParams)} locale={locale} />;
}
