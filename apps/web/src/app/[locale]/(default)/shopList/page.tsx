import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { parseListQuery, type RawParams } from "@/modules/search/lib/list-query";
import { ShopListTemplate, shopListHref } from "@/modules/shop/templates/shop-list-template";

/**
 * Rendered per request (the query is unbounded). Declared, not inferred: a build without the API
 * prerenders nothing, and a page found to read searchParams only at runtime would fail as
 * "changed from static to dynamic". The API fetches keep their explicit revalidate and tags, so
 * they are still served from the fetch cache.
 */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> };

function read(sp: RawParams) {
  const q = parseListQuery({ pn: sp.shopName, current: sp.current });
  return { shopName: q.pn, current: q.current };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const { shopName, current } = read(await searchParams);
  const t = await getTranslations({ locale, namespace: "shop" });
  const title = shopName ? t("metaSearch", { keyword: shopName }) : t("allShops");
  return pageMetadata({
    title,
    description: t("metaListDescription"),
    path: shopListHref(shopName, current),
    noindex: Boolean(shopName),
  });
}

/** /shopList?shopName= — rendered per query from cached API answers. */
export default async function ShopListPage({ params, searchParams }: Props) {
  const locale = await enableStaticLocale(params);
  return <ShopListTemplate {...read(await searchParams)} locale={locale} />;
}
