import { Suspense } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { ProductsPage } from "@/modules/seller/products/products-page";

/** /seller/products (`?stock=`, `?status=` filters: read in the browser, hence the Suspense boundary). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <Suspense>
      <ProductsPage />
    </Suspense>
  );
}
