import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { TermsPage } from "@/modules/platform/content/terms-page";

/** /admin/content/terms: the service terms and privacy policy. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <TermsPage />;
}
