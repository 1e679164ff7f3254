import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { categoryTreeEndpoint } from "@/lib/api/endpoints/catalog";
import { fetchOnServer } from "@/lib/api/server-client";
import { pageMetadata } from "@/lib/seo/metadata";
import { categoryTrail } from "@/modules/search/lib/category-trail";
import { listHref, parseListQuery, type RawParams } from "@/modules/search/lib/list-query";
import { ListTemplate } from "@/modules/search/templates/list-template";

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
  const q = parseListQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: "list" });
  const category = categoryTrail(await fetchOnServer(categoryTreeEndpoint(), locale), q).at(-1)?.categoryName;
  const title = q.pn
    ? t("metaKeyword", { keyword: q.pn })
    : category
      ? t("metaCategory", { category })
      : q.st === 1
        ? t("newProducts")
        : t("metaAll");
  // One canonical per browsable list (keyword, categories, brand, new, page); sorts, filters and
  // the delivery area are variants of it. Keyword and filtered lists are not indexed.
  const canonical = listHref({
    pn: q.pn,
    cpid: q.cpid,
    cid: q.cid,
    thCid: q.thCid,
    st: q.st,
    bid: q.bid,
    bName: q.bName,
    current: q.current,
  });
  const filtered = Boolean(q.pn || q.attrs || q.minPrice !== undefined || q.maxPrice !== undefined || q.inStock);
  return pageMetadata({ title, description: t("metaDescription", { title }), path: canonical, noindex: filtered });
}

/**
 * /list — rendered per query (the query is unbounded), from cached API answers (tagged
 * catalog:products, revalidated by the catalog sync). Language never makes it per request.
 */
export default async function ListPage({ params, searchParams }: Props) {
  const locale = await enableStaticLocale(params);
  return <ListTemplate q={parseListQuery(await searchParams)} locale={locale} />;
}
