import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { GroupDetailTemplate } from "@/modules/groupbuy/templates/group-detail-template";

type Props = { params: Promise<{ locale: string; groupActivityId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "groupBuy" });
  return { title: t("title") };
}

/** /group-buy/{groupActivityId}: a shell; the activity and its open groups (members, time left) are live, loaded in the browser. */
export default async function Page({ params }: Props) {
  await enableStaticLocale(params);
  const raw = (await params).groupActivityId;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) notFound();
  return <GroupDetailTemplate groupActivityId={Number(raw)} />;
}
