import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { GroupBuysPage } from "@/modules/seller/marketing/group-buys-page";

/** /seller/marketing/group-buys. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <GroupBuysPage />;
}
