"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { memberInfoEndpoint, memberLevelsEndpoint } from "@/lib/api/endpoints/member";
import { useApiData } from "@/lib/hooks/use-api-data";
import { useAccount } from "@/lib/session/account-context";
import { BenefitList } from "./benefit-list";
import { MemberShell } from "./member-shell";

/** /member-center/member-equity: every level and its benefits (the buyer's own marked). Public. */
export function MemberEquityPage() {
  return (
    <MemberShell active="member-equity" needsLogin={false}>
      <Equity />
    </MemberShell>
  );
}

function Equity() {
  const t = useTranslations("member");
  const levels = useApiData(memberLevelsEndpoint, "member-levels");
  return (
    <section className="bg-white px-8 py-6" aria-labelledby="member-equity-title">
      <h2 id="member-equity-title" className="mb-5 text-base font-semibold text-ink">
        {t("equityTitle")}
      </h2>
      <CurrentMarker>
        {(current) => (
          <ul className="grid grid-cols-5 gap-3 max-md:grid-cols-2" data-testid="member-equity">
            {levels.data?.map((l) => (
              <li
                key={l.levelId}
                className={clsx(
                  "flex flex-col rounded-sm border px-4 py-4",
                  l.paid ? "border-[#c8963e] bg-[#fffaf0]" : "border-line",
                  current === l.levelId && "ring-2 ring-brand",
                )}
                data-testid="member-equity-level"
              >
                <p className="flex items-center justify-between">
                  <span className="text-base font-semibold text-ink">{l.name}</span>
                  {current === l.levelId ? (
                    <span className="rounded-sm bg-brand px-1.5 text-xs text-white">{t("current")}</span>
                  ) : null}
                </p>
                <p className="mb-3 mt-1 text-xs text-subtle">
                  {l.paid ? t("paidLevel") : t("needGrowth", { growth: l.needGrowth })}
                </p>
                <BenefitList b={l.benefits} />
              </li>
            ))}
          </ul>
        )}
      </CurrentMarker>
    </section>
  );
}

/** The signed-in buyer's level id (null for visitors), for the "current" mark. */
function CurrentMarker({ children }: { children: (levelId: number | null) => React.ReactNode }) {
  const { loggedIn } = useAccount();
  return loggedIn ? <WithInfo>{children}</WithInfo> : <>{children(null)}</>;
}

function WithInfo({ children }: { children: (levelId: number | null) => React.ReactNode }) {
  const info = useApiData(memberInfoEndpoint, "member-info", { silent: true });
  return <>{children(info.data?.level?.levelId ?? null)}</>;
}
