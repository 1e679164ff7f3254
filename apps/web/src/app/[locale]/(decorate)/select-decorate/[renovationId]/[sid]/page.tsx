import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { MicroPageTemplate } from "@/modules/decoration/templates/micro-page-template";
import { idParam, microPageMetadata } from "../../meta";

type Props = { params: Promise<{ locale: string; renovationId: string; sid: string }> };

export function generateStaticParams() {
  return [];
}

/** sid 0 is the platform (the API checks the page belongs to it). */
function shopOf(v: string): number | undefined {
  return /^\d{1,10}$/.test(v) ? Number(v) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return microPageMetadata(locale, idParam(p.renovationId), shopOf(p.sid));
}

/** /select-decorate?renovationId=&sid= (rewritten here by src/i18n/query-routes.ts). */
export default async function ShopMicroPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return <MicroPageTemplate renovationId={idParam(p.renovationId)} shopId={shopOf(p.sid)} locale={locale} />;
}
