import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { CartTemplate } from "@/modules/cart/templates/cart-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "cart" });
  return { title: t("title"), robots: { index: false } };
}

/** /cart: a static shell; the cart is always live, loaded in the browser (architecture §6). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <CartTemplate />;
}
