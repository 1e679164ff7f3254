import type { Metadata } from "next";
import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { noticeInfoEndpoint } from "@/lib/api/endpoints/notice";
import { fetchOnServer } from "@/lib/api/server-client";
import { pageMetadata } from "@/lib/seo/metadata";
import { noticeHref } from "@/modules/notice/templates/notice-templates";

export function idParam(v: string | undefined): number | null {
  return v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

export async function noticeMetadata(locale: Locale, id: number | null, shopId: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "notice" });
  const notice = id ? await fetchOnServer(noticeInfoEndpoint(id, shopId), locale) : null;
  if (!notice) return pageMetadata({ title: t("notFound"), path: "/notice-list", noindex: true });
  const text = notice.content.replace(/<[^>]*>/g, " ");
  return pageMetadata({
    title: notice.title,
    description: text,
    path: noticeHref({ id: notice.id, shopId: notice.shopId }),
  });
}
