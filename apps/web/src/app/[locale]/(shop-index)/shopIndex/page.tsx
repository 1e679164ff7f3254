import type { Metadata } from "next";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ShopIndexTemplate } from "@/modules/shop/templates/shop-index-template";
import { shopIndexMetadata } from "./meta";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return shopIndexMetadata(await enableStaticLocale(params), null);
}

/** /shopIndex without a usable sid: the "shop does not exist" state (valid ids are rewritten to ./[sid]). */
export default async function ShopIndexWithoutShop({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <ShopIndexTemplate shopId={null} locale={locale} />;
}
