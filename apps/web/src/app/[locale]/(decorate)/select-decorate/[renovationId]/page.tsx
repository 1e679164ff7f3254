import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { MicroPageTemplate } from "@/modules/decoration/templates/micro-page-template";
import { idParam, microPageMetadata } from "../meta";

type Props = { params: Promise<{ locale: string; renovationId: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  return microPageMetadata(locale, idParam((await params).renovationId));
}

/** /select-decorate?renovationId= (rewritten here by src/i18n/query-routes.ts): cached per page and locale. */
export default async function MicroPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <MicroPageTemplate renovationId={idParam((await params).renovationId)} locale={locale} />;
}
