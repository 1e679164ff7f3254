import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { parseListQuery, type RawParams } from "@/modules/search/lib/list-query";
import { ListTemplate } from "@/modules/search/templates/list-template";
import { listMetadata } from "./meta";

/**
 * Rendered per request. Browsers' document requests rarely get here: the proxy sends them to the
 * cached /list/q/<key> (src/modules/search/lib/list-page-key.ts); this page answers the router's
 * own requests (client navigations), `?lang=` switches and oversized queries. Declared, not
 * inferred: a build without the API prerenders nothing, and a page found to read searchParams only
 * at runtime would fail as "changed from static to dynamic". The API fetches keep their explicit
 * revalidate and tags, so they are still served from the fetch cache.
 */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  return listMetadata(locale, parseListQuery(await searchParams));
}

/** /list — from cached API answers (tagged catalog:products, revalidated by the catalog sync). */
export default async function ListPage({ params, searchParams }: Props) {
  const locale = await enableStaticLocale(params);
  return <ListTemplate q={parseListQuery(await searchParams)} locale={locale} />;
}
