import type { Metadata } from "next";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { DetailTemplate } from "@/modules/product/templates/detail-template";
import { detailMetadata } from "./meta";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return detailMetadata(await enableStaticLocale(params), null);
}

/** /detail without an id (spec: /detail/{prodId?}): the "not available" state. */
export default async function DetailWithoutProduct({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <DetailTemplate prodId={null} locale={locale} />;
}
