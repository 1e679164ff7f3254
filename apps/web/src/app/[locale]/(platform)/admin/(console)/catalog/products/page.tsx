import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ProductsPage } from "@/modules/platform/catalog/products-page";

/** /admin/catalog/products: every shop's products and takedowns (platform console, catalog). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ProductsPage />;
}
