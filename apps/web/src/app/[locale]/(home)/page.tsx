import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { HomeTemplate } from "@/modules/home/templates/home-template";

/** Home: the shell and category-driven hero; decoration blocks come with the decoration work. */
export default async function HomePage({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <HomeTemplate />;
}
