import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { SecdetailTemplate } from "@/modules/seckill/templates/secdetail-template";

type Props = { params: Promise<{ locale: string; seckillId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "seckill" });
  return { title: t("title") };
}

/** /secdetail/{seckillId}: a shell; the sale (state, stock, countdown on server time) is live, loaded in the browser. */
export default async function Page({ params }: Props) {
  await enableStaticLocale(params);
  const raw = (await params).seckillId;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) notFound();
  return <SecdetailTemplate seckillId={Number(raw)} />;
}
