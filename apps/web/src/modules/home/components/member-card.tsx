"use client";

import { CircleUserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { GuardedLink } from "@/modules/auth";

/** Greeting and quick entries for the buyer, beside the hero. */
export function MemberCard() {
  const t = useTranslations();
  const { loggedIn, user } = useAccount();
  return (
    <section aria-label={t("home.memberTitle")} className="bg-white p-4 text-center">
      {user?.pic ? (
        <img src={user.pic} alt="" className="mx-auto size-12 rounded-full object-cover" />
      ) : (
        <CircleUserRound size={48} strokeWidth={1.2} className="mx-auto text-muted" aria-hidden />
      )}
      <p className="mt-2 truncate text-xs text-ink">
        {loggedIn
          ? t("home.welcomeUser", { name: user?.nickName ?? "…" })
          : t("home.welcomeGuest", { name: t("common.brand") })}
      </p>
      {loggedIn ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <GuardedLink
            href="/user-center?currentPage=uc-order"
            className="rounded-sm border border-line py-1 hover:border-brand hover:text-brand"
          >
            {t("home.myOrder")}
          </GuardedLink>
          <GuardedLink
            href="/user-center?currentPage=uc-coupons"
            className="rounded-sm border border-line py-1 hover:border-brand hover:text-brand"
          >
            {t("home.myCoupons")}
          </GuardedLink>
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button
            type="button"
            onClick={requestLogin}
            className="rounded-sm bg-brand py-1 text-white hover:bg-brand-dark"
          >
            {t("topBar.login")}
          </button>
          <Link href="/register" className="rounded-sm border border-brand py-1 text-brand hover:bg-brand/5">
            {t("topBar.register")}
          </Link>
        </div>
      )}
      <Link href="/coupons" className="mt-2 block text-brand hover:underline">
        {t("home.couponCenter")}
      </Link>
    </section>
  );
}
