import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { FinancePage } from "@/modules/platform/finance/finance-page";

/** /admin/finance: the settlement with the shops by day. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <FinancePage />;
}
