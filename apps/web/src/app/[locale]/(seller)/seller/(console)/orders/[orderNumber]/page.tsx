import { notFound } from "next/navigation";
import { enableStaticLocale } from "@/i18n/static-locale";
import { OrderDetailPage } from "@/modules/seller/orders/order-detail-page";

/** /seller/orders/{orderNumber}: one order of the shop (another shop's answers like an unknown one). */
export default async function Page({ params }: { params: Promise<{ locale: string; orderNumber: string }> }) {
  await enableStaticLocale(params);
  const { orderNumber } = await params;
  if (!/^\d{1,32}$/.test(orderNumber)) notFound();
  return <OrderDetailPage orderNumber={orderNumber} />;
}
