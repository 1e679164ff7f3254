import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { enableStaticLocale } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { TermsTemplate, type TermsKind } from "@/modules/policy/templates/terms-template";

type Props = { params: Promise<{ locale: string; sts: string }> };

// Both documents are prerendered with their locale; anything else is a 404 (the rewrite only
// sends 0 and 1 here).
export function generateStaticParams() {
  return [{ sts: "0" }, { sts: "1" }];
}

function kind(sts: string): TermsKind {
  if (sts !== "0" && sts !== "1") notFound();
  return Number(sts) as TermsKind;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const sts = kind((await params).sts);
  const t = await getTranslations({ locale, namespace: "terms" });
  return pageMetadata({
    title: sts === 0 ? t("serviceTerms") : t("privacyPolicy"),
    description: sts === 0 ? t("serviceTermsDescription") : t("privacyPolicyDescription"),
    path: `/termsPage?sts=${sts}`,
  });
}

/** /termsPage?sts=0|1 (rewritten here by src/i18n/query-routes.ts): one cached page per document and locale. */
export default async function TermsDocumentPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <TermsTemplate sts={kind((await params).sts)} locale={locale} />;
}
