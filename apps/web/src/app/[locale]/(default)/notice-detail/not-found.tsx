import type { Locale } from "@souk/contract";
import { getLocale } from "next-intl/server";
import { NoticeDetailTemplate } from "@/modules/notice/templates/notice-templates";

/** An unknown notice (or none named): the "notice does not exist" view, with recent notices, HTTP 404. */
export default async function NoticeNotFound() {
  const locale = (await getLocale()) as Locale;
  return <NoticeDetailTemplate id={null} shopId={0} locale={locale} />;
}
