import type { Metadata } from "next";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { NoticeDetailTemplate } from "@/modules/notice/templates/notice-templates";
import { noticeMetadata } from "./meta";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return noticeMetadata(await enableStaticLocale(params), null, 0);
}

/** /notice-detail without a usable id: "notice does not exist" (valid ids are rewritten to ./[shopId]/[id]). */
export default async function NoticeWithoutId({ params }: LocaleParams) {
  const locale = await enableStaticLocale(params);
  return <NoticeDetailTemplate id={null} shopId={0} locale={locale} />;
}
