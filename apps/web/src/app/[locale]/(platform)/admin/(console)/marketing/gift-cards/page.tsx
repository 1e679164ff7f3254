import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformGiftCardsPage } from "@/modules/platform/marketing/gift-cards-page";

/** /admin/marketing/gift-cards: gift-card batches, the one CSV, cards and voiding. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return <PlatformGiftCardsPage />;
}
