import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { TermsTemplate } from "@/modules/policy/templates/terms-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "terms" });
  return pageMetadata({
    title: t("serviceTerms"),
    description: t("serviceTermsDescription"),
    path: "/termsPage?sts=0",
  });
}

/** /termsPage without a valid sts: the service terms (sts=0 and 1 are rewritten to ./[sts]). */
export default async function TermsPage({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <TermsTemplate sts={0} locale={locale} />;
}
