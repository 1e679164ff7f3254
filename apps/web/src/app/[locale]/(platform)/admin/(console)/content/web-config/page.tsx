import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { WebConfigPage } from "@/modules/platform/content/web-config-page";

/** /admin/content/web-config: the storefront's PC web config (titles, logo, QR code, footer). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <WebConfigPage />;
}
