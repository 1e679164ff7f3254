import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { NoticeDetailTemplate } from "@/modules/notice/templates/notice-templates";
import { idParam, noticeMetadata } from "../../meta";

type Props = { params: Promise<{ locale: string; shopId: string; id: string }> };

export function generateStaticParams() {
  return [];
}

function shop(v: string): number {
  return /^\d{1,10}$/.test(v) ? Number(v) : 0;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return noticeMetadata(locale, idParam(p.id), shop(p.shopId));
}

/** /notice-detail?id=&shopId= (rewritten here by src/i18n/query-routes.ts): cached per notice and locale. */
export default async function NoticeDetailPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  const p = await params;
  return <NoticeDetailTemplate id={idParam(p.id)} shopId={shop(p.shopId)} locale={locale} />;
}
