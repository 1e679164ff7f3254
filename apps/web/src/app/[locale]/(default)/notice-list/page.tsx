import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { NoticeListTemplate } from "@/modules/notice/templates/notice-templates";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "notice" });
  return pageMetadata({ title: t("title"), description: t("metaDescription"), path: "/notice-list" });
}

/** /notice-list — page 1 (other pages are rewritten to ./[current]); cached, revalidated by catalog:notices. */
export default async function NoticeListPage({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <NoticeListTemplate current={1} locale={locale} />;
}
