import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { DetailTemplate } from "@/modules/product/templates/detail-template";
import { detailMetadata, prodIdParam } from "../meta";

type Props = { params: Promise<{ locale: string; prodId: string }> };

/** Rendered on first visit, then cached per product and locale (ISR, revalidated by the catalog tags). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  return detailMetadata(locale, prodIdParam((await params).prodId));
}

/** /detail/{prodId} — opened in a new tab from lists (spec part 2). */
export default async function DetailPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <DetailTemplate prodId={prodIdParam((await params).prodId)} locale={locale} />;
}
