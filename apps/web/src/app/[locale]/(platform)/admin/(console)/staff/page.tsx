import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformStaffPage } from "@/modules/platform/staff/staff-page";

/** /admin/staff: platform accounts and the operation log. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformStaffPage />;
}
