"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { useMounted } from "@/lib/hooks/use-mounted";
import { useAccount } from "@/lib/session/account-context";
import { requestLogin } from "@/lib/session/login-request";

export type MemberTab = "member-center" | "buy-member" | "member-equity";
const TABS: { tab: MemberTab; key: "memberCenter" | "buyMember" | "memberEquity" }[] = [
  { tab: "member-center", key: "memberCenter" },
  { tab: "buy-member", key: "buyMember" },
  { tab: "member-equity", key: "memberEquity" },
];

/**
 * The frame of the membership pages: a banner with the three tabs. `needsLogin` pages (the
 * buyer's own membership, buying one) show the login popup to visitors; member-equity is public.
 */
export function MemberShell({
  active,
  needsLogin,
  children,
}: {
  active: MemberTab;
  needsLogin: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("member");
  const mounted = useMounted();
  const { loggedIn } = useAccount();
  const gate = needsLogin && mounted && !loggedIn;
  useEffect(() => {
    if (gate) requestLogin();
  }, [gate]);
  return (
    <div className="bg-page pb-10">
      <div className="bg-gradient-to-r from-[#2b2118] to-[#4a3726] text-[#f3d9a4]">
        <Container className="flex items-end justify-between pt-6">
          <h1 className="pb-4 text-xl font-semibold tracking-wide">{t("title")}</h1>
          <nav aria-label={t("title")} className="flex gap-1 max-md:overflow-x-auto max-md:whitespace-nowrap">
            {TABS.map(({ tab, key }) => (
              <Link
                key={tab}
                href={`/member-center/${tab}`}
                aria-current={active === tab ? "page" : undefined}
                className={clsx(
                  "rounded-t-sm px-5 py-2.5 text-sm",
                  active === tab ? "bg-page font-semibold text-[#4a3726]" : "text-[#f3d9a4] hover:bg-white/10",
                )}
                data-testid={`member-tab-${tab}`}
              >
                {t(`nav.${key}`)}
              </Link>
            ))}
          </nav>
        </Container>
      </div>
      <Container className="pt-5">
        {!mounted && needsLogin ? (
          <div className="h-[360px] bg-white" aria-hidden />
        ) : gate ? (
          <section
            className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
            data-testid="member-login-required"
          >
            <p className="text-base text-ink">{t("loginRequired")}</p>
            <button type="button" onClick={requestLogin} className="btn-brand px-8">
              {t("login")}
            </button>
          </section>
        ) : (
          children
        )}
      </Container>
    </div>
  );
}
