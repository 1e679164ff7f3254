import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { DecorationPreviewTemplate } from "@/modules/decoration/templates/decoration-preview-template";

/** Per request, never cached or indexed: a draft shown to its editor only. */
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "decorationPreview" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /decoration-preview?token= — the decoration editor's preview of a draft (signed link, 30 minutes). */
export default async function DecorationPreviewPage({ params, searchParams }: Props) {
  const locale = await enableStaticLocale(params);
  const token = (await searchParams).token;
  return <DecorationPreviewTemplate token={typeof token === "string" ? token : ""} locale={locale} />;
}
