import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { FilePreviewTemplate } from "@/modules/invoice/templates/file-preview-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "filePreview" });
  return { title: t("title"), robots: { index: false } };
}

/** /FilePreview?type=invoice&id=<orderNumber>: the buyer's own file in the browser; always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <FilePreviewTemplate />;
}
