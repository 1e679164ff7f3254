import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SandboxScanTemplate } from "@/modules/payment/templates/sandbox-scan-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "payment" });
  return { title: t("sandboxTitle"), robots: { index: false } };
}

/** /weixin-pay/sandbox-scan?prepayId=: the sandbox gateway's "phone" page (the QR code's URL outside production). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SandboxScanTemplate />;
}
