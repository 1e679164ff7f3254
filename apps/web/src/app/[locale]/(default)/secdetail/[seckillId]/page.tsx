import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { enableStaticLocale } from "@/i18n/static-locale";
import { seckillInfoEndpoint } from "@/lib/api/endpoints/seckill";
import { fetchResultOnServer } from "@/lib/api/server-client";
import { SecdetailTemplate } from "@/modules/seckill/templates/secdetail-template";

type Props = { params: Promise<{ locale: string; seckillId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const t = await getTranslations({ locale, namespace: "seckill" });
  return { title: t("title") };
}

/**
 * /secdetail/{seckillId}: a shell; the sale (state, stock, countdown on server time) is live, loaded
 * in the browser. A flash sale the API does not know is the 404 page (HTTP 404); an unreachable API
 * throws, so a cached shell is kept rather than replaced by a wrong "not found".
 */
export default async function Page({ params }: Props) {
  const locale = await enableStaticLocale(params);
  const raw = (await params).seckillId;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) notFound();
  const known = await fetchResultOnServer(seckillInfoEndpoint(Number(raw)), locale);
  if (!known.ok) {
    if (known.status === 404) notFound();
    if (known.code === null) throw new Error(`flash sale ${raw}: API unreachable`);
  }
  return <SecdetailTemplate seckillId={Number(raw)} />;
}
