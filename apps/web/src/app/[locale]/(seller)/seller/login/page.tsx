import { Suspense } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SellerSignInPage } from "@/modules/seller/sign-in/sign-in-page";

/** /seller/login (?next= the seller-center page to return to). */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <Suspense>
      <SellerSignInPage />
    </Suspense>
  );
}
