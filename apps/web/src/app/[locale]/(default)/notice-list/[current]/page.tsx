import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { NoticeListTemplate, noticeListHref } from "@/modules/notice/templates/notice-templates";

type Props = { params: Promise<{ locale: string; current: string }> };

export function generateStaticParams() {
  return [];
}

function page(v: string): number {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 100_000) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "notice" });
  return pageMetadata({
    title: t("title"),
    description: t("metaDescription"),
    path: noticeListHref(page((await params).current)),
  });
}

/** /notice-list?current=N (rewritten here by src/i18n/query-routes.ts). */
export default async function NoticeListPageN({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <NoticeListTemplate current={page((await params).current)} locale={locale} />;
}
