import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ProductFormPage } from "@/modules/seller/products/product-form-page";

/** /seller/products/new. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <ProductFormPage />;
}
