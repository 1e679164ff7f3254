import type { Metadata } from "next";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { MicroPageTemplate } from "@/modules/decoration/templates/micro-page-template";
import { microPageMetadata } from "./meta";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return microPageMetadata(await enableStaticLocale(params), null);
}

/** /select-decorate without a usable renovationId: the "page does not exist" state. */
export default async function MicroPageMissing({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <MicroPageTemplate renovationId={null} locale={locale} />;
}
