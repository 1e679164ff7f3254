import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { LevelsPage } from "@/modules/platform/members/levels-page";

/** /admin/members/levels: member levels, their benefits and the paid membership periods. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <LevelsPage />;
}
