import { notFound } from "next/navigation";
import { enableStaticLocale } from "@/i18n/static-locale";
import { RefundDetailPage } from "@/modules/seller/refunds/refund-detail-page";

/** /seller/refunds/{refundSn}: one after-sales application of the shop (another shop's answers like an unknown one). */
export default async function Page({ params }: { params: Promise<{ locale: string; refundSn: string }> }) {
  await enableStaticLocale(params);
  const { refundSn } = await params;
  if (!/^\d{20,32}$/.test(refundSn)) notFound();
  return <RefundDetailPage refundSn={refundSn} />;
}
