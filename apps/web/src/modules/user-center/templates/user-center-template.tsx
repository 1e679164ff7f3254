"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";
import { Container } from "@/components/ui/container";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";
import { UcAccountPage } from "../pages/uc-account";
import { UcAddressPage } from "@/modules/address";
import { UcCollectionPage } from "@/modules/collection";
import { UcFootprintPage } from "@/modules/footprint";
import { UcGiftCardPage } from "@/modules/giftcard";
import { UcIntegralPage } from "@/modules/points";
import { UcOrderPage } from "@/modules/order";
import { UcCommentsPage } from "@/modules/review";
import { UcBalancePage } from "@/modules/wallet";
import { UcCouponsPage } from "@/modules/coupon";
import { ApplyReturnPage } from "@/modules/refund";
import { UcReturnPage } from "@/modules/refund";
import { UcHomePage } from "../pages/uc-home";
import { UcPasswordPage } from "../pages/uc-password";
import { UcShopAccountPage } from "../pages/uc-shopaccount";
import { PhoneBackLink } from "../components/phone-back-link";
import { UcMenu } from "../components/uc-menu";
import { resolvePage, type BuiltPage } from "../lib/menu";

/**
 * /user-center?currentPage=… (spec part 2). The HTML is one static shell; the buyer's data is
 * loaded in the browser (always live). Logged-out visitors get the login popup. On a phone the
 * home shows the menu as one list of entries (with the top bar's links) under the summary, and a
 * child page shows a way back to it instead of the menu.
 */
export function UserCenterTemplate() {
  return (
    <Container
      className="flex gap-4 py-5 max-md:flex-col max-md:gap-3 max-md:px-3 max-md:py-3"
      data-testid="user-center"
    >
      <Suspense fallback={<Placeholder />}>
        <UserCenter />
      </Suspense>
    </Container>
  );
}

function Placeholder() {
  return <div className="h-[520px] flex-1 bg-white" aria-hidden />;
}

function UserCenter() {
  const params = useSearchParams();
  const page = resolvePage(params.get("currentPage"));
  const mounted = useMounted();
  const { loggedIn } = useAccount();
  if (!mounted) return <Placeholder />;
  if (!loggedIn) return <LoginRequired />;
  return (
    <>
      <UcMenu active={page} />
      <div className="min-w-0 flex-1">
        {page === "home" ? null : <PhoneBackLink />}
        <Page page={page} />
      </div>
    </>
  );
}

function Page({ page }: { page: BuiltPage }) {
  switch (page) {
    case "uc-account":
      return <UcAccountPage />;
    case "uc-password":
      return <UcPasswordPage />;
    case "uc-shopaccount":
      return <UcShopAccountPage />;
    case "uc-address":
      return <UcAddressPage />;
    case "uc-collection":
      return <UcCollectionPage />;
    case "uc-footprint":
      return <UcFootprintPage />;
    case "uc-order":
      return <UcOrderPage />;
    case "uc-comments":
      return <UcCommentsPage />;
    case "uc-balance":
      return <UcBalancePage />;
    case "gift-card":
      return <UcGiftCardPage />;
    case "uc-integral":
      return <UcIntegralPage />;
    case "uc-coupons":
      return <UcCouponsPage />;
    case "uc-return":
      return <UcReturnPage />;
    case "apply-return":
      return <ApplyReturnPage />;
    case "home":
      return <UcHomePage />;
  }
}

function LoginRequired() {
  const t = useTranslations("userCenter");
  useEffect(() => requestLogin(), []);
  return (
    <section
      className="flex h-[420px] flex-1 flex-col items-center justify-center gap-4 bg-white"
      data-testid="uc-login-required"
    >
      <h1 className="text-base text-ink">{t("loginRequired")}</h1>
      <button type="button" onClick={requestLogin} className="btn-brand px-8">
        {t("login")}
      </button>
    </section>
  );
}
