import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { CategoriesPage } from "@/modules/platform/catalog/categories-page";

/** /admin/catalog/categories: the category tree (platform console, catalog). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <CategoriesPage />;
}
