import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SettingsPage } from "@/modules/seller/settings/settings-page";

/** /seller/settings: the shop's logo, introduction, customer-service hours and return address. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SettingsPage />;
}
