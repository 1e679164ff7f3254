import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { OrdersPage } from "@/modules/seller/orders/orders-page";

/** /seller/orders. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <OrdersPage />;
}
