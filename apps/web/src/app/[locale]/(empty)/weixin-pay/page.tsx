import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { WeixinPayTemplate } from "@/modules/payment/templates/weixin-pay-template";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "payment" });
  return { title: t("wechatTitle"), robots: { index: false } };
}

/** /weixin-pay?payNo=: WeChat Pay Native QR code, polled until paid; always live. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <WeixinPayTemplate />;
}
