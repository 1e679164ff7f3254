import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { ShopIndexTemplate } from "@/modules/shop/templates/shop-index-template";
import { idParam, shopIndexMetadata } from "../meta";

type Props = { params: Promise<{ locale: string; sid: string }> };

/** Rendered on first visit, then cached per shop and locale (ISR, revalidated by the catalog tags). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  return shopIndexMetadata(locale, idParam((await params).sid));
}

/** /shopIndex?sid= (rewritten here by src/i18n/query-routes.ts). */
export default async function ShopIndexPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <ShopIndexTemplate shopId={idParam((await params).sid)} locale={locale} />;
}
