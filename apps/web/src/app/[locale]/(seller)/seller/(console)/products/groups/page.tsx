import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { GroupsPage } from "@/modules/seller/products/groups-page";

/** /seller/products/groups: the shop's product groups on the mall home and their products in order. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <GroupsPage />;
}
