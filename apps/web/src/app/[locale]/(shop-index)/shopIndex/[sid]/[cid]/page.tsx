import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { ShopIndexTemplate } from "@/modules/shop/templates/shop-index-template";
import { idParam, shopIndexMetadata } from "../../meta";

type Props = { params: Promise<{ locale: string; sid: string; cid: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return shopIndexMetadata(locale, idParam(p.sid), idParam(p.cid) ?? undefined);
}

/** /shopIndex?sid=&cid= — one shop category's goods (rewritten here by src/i18n/query-routes.ts). */
export default async function ShopCategoryPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return <ShopIndexTemplate shopId={idParam(p.sid)} cid={idParam(p.cid) ?? undefined} locale={locale} />;
}
