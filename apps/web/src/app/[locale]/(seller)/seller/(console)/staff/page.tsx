import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { StaffPage } from "@/modules/seller/staff/staff-page";

/** /seller/staff: the owner's staff accounts and the operation log. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <StaffPage />;
}
