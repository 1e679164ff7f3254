import { Suspense } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformSignInPage } from "@/modules/platform/sign-in/sign-in-page";

/** /admin/login (?next= the platform-console page to return to). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <Suspense>
      <PlatformSignInPage />
    </Suspense>
  );
}
