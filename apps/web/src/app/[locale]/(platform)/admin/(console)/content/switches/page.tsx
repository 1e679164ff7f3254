import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SwitchesPage } from "@/modules/platform/content/switches-page";

/** /admin/content/switches: terms links, third-party sign-in and payment switches. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <SwitchesPage />;
}
