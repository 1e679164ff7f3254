import type { Metadata } from "next";
import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { categoryTreeEndpoint } from "@/lib/api/endpoints/catalog";
import { fetchOnServer } from "@/lib/api/server-client";
import { pageMetadata } from "@/lib/seo/metadata";
import { categoryTrail } from "@/modules/search/lib/category-trail";
import { listHref, type ListQuery } from "@/modules/search/lib/list-query";

/** Title from the keyword or category; one canonical per browsable list. */
export async function listMetadata(locale: Locale, q: ListQuery): Promise<Metadata> {
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
