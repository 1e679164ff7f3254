import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ProductsPage } from "@/modules/seller/products/products-page";

/** /seller/products. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ProductsPage />;
}
