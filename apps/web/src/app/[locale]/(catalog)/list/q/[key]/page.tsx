import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { parseListQuery } from "@/modules/search/lib/list-query";
import { ListTemplate } from "@/modules/search/templates/list-template";
import { listParamsOfKey } from "@/modules/search/lib/list-page-key";
import { listMetadata } from "../../meta";

type Props = { params: Promise<{ locale: string; key: string }> };

/**
 * The cached /list (ADR 0030-page-weight): the proxy sends a browser's `/list?…` here
 * with the normalised query as the key, so each list is rendered on its first visit and then
 * served from the page cache per language, revalidated by the catalog tags of its API fetches
 * (catalog:products, every minute at most) like /detail.
 */
export function generateStaticParams() {
  return [];
}

async function query(params: Props["params"]) {
  return parseListQuery(listParamsOfKey((await params).key));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  return listMetadata(locale, await query(params));
}

export default async function CachedListPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <ListTemplate q={await query(params)} locale={locale} />;
}
