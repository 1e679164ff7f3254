import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { MembersPage } from "@/modules/platform/members/members-page";

/** /admin/members: find members by phone, nickname or account. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <MembersPage />;
}
