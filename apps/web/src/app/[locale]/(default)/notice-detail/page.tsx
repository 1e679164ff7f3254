import type { Metadata } from "next";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { notFound } from "next/navigation";
import { noticeMetadata } from "./meta";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return noticeMetadata(await enableStaticLocale(params), null, 0);
}

/** /notice-detail without a usable id: "notice does not exist" with HTTP 404 (valid ids are rewritten to ./[shopId]/[id]). */
export default async function NoticeWithoutId({ params }: LocaleParams) {
  await enableStaticLocale(params);
  notFound();
}
