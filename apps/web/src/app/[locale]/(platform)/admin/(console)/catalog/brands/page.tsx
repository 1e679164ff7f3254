import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { BrandsPage } from "@/modules/platform/catalog/brands-page";

/** /admin/catalog/brands: brands (platform console, catalog). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <BrandsPage />;
}
