import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { RenderedCategories } from "@/lib/shell/rendered-categories";
import { CATEGORIES_PATH, CategoryDirectory } from "@/modules/header";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "phone" });
  return pageMetadata({ title: t("categoriesTitle"), path: CATEGORIES_PATH });
}

/** /list/categories — every category, for browsing (the phone's categories tab); cached per locale with the tree. */
export default async function CategoriesPage({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return (
    <RenderedCategories locale={locale}>
      <Container className="md:py-5">
        <CategoryDirectory />
      </Container>
    </RenderedCategories>
  );
}
