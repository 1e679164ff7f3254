import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { IntegralDetailTemplate } from "@/modules/points";

type Props = { params: Promise<{ locale: string; prodId: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "points" });
  return { title: t("mallTitle") };
}

/** /member-center/integral-det/{prodId}: a points-mall product; the points price is live (client). */
export default async function Page({ params }: Props) {
  await enableStaticLocale(params);
  const raw = (await params).prodId;
  const prodId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return <IntegralDetailTemplate prodId={prodId} />;
}
