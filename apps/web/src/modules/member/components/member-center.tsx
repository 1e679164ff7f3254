"use client";

import { Crown } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { memberInfoEndpoint } from "@/lib/api/endpoints/member";
import { useApiData } from "@/lib/hooks/use-api-data";
import { hasAnyBenefit, progressPercent } from "../lib/benefits";
import { BenefitList } from "./benefit-list";
import { MemberShell } from "./member-shell";

/** /member-center/member-center: the buyer's level, growth progress, benefits and paid membership end. */
export function MemberCenterPage() {
  return (
    <MemberShell active="member-center" needsLogin>
      <MemberCenter />
    </MemberShell>
  );
}

function MemberCenter() {
  const t = useTranslations("member");
  const info = useApiData(memberInfoEndpoint, "member-info");
  const i = info.data;
  if (!i) return <div className="h-[360px] bg-white" aria-busy="true" />;
  const from = i.growthLevel?.needGrowth ?? 0;
  const to = i.next ? i.next.level.needGrowth : null;
  const pct = progressPercent(i.growth, from, to);
  return (
    <div className="grid grid-cols-[1fr_360px] gap-4 max-md:grid-cols-1" data-testid="member-center">
      <section className="bg-white px-8 py-6">
        <div className="flex items-center gap-4">
          <span
            className="flex size-14 items-center justify-center rounded-full bg-[#4a3726] text-[#f3d9a4]"
            aria-hidden
          >
            <Crown size={28} />
          </span>
          <div>
            <p className="text-xs text-subtle">{t("currentLevel")}</p>
            <p className="text-xl font-semibold text-ink" data-testid="member-level">
              {i.level?.name ?? t("noLevel")}
            </p>
          </div>
        </div>
        <div className="mt-6">
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-subtle">{t("growth")}</span>
            <span className="text-lg font-semibold text-[#a85400]" data-testid="member-growth">
              {i.growth}
              {to !== null ? <span className="text-xs font-normal text-subtle"> / {to}</span> : null}
            </span>
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-[#f1e6d6]"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={t("growth")}
          >
            <div className="h-full rounded-full bg-[#c8963e]" style={{ width: `${pct}%` }} />
          </div>
          <p className="mt-2 text-xs text-subtle" data-testid="member-next">
            {i.next ? t("nextLevel", { need: i.next.needMore, name: i.next.level.name }) : t("topLevel")}
          </p>
          <p className="mt-1 text-xs text-subtle">{t("growthHint", { perYuan: i.growthPerYuan })}</p>
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-line pt-4 text-sm">
          <span className={i.paidUntil ? "text-ink" : "text-subtle"} data-testid="member-paid-until">
            {i.paidUntil ? t("paidUntil", { time: i.paidUntil }) : t("notPaid")}
          </span>
          <Link
            href="/member-center/buy-member"
            className="rounded-sm bg-[#4a3726] px-5 py-1.5 text-sm text-[#f3d9a4] hover:bg-[#2b2118]"
            data-testid="member-buy-link"
          >
            {i.paidUntil ? t("renew") : t("buyNow")}
          </Link>
        </div>
      </section>
      <section className="bg-white px-6 py-6" aria-labelledby="member-benefits-title">
        <h2 id="member-benefits-title" className="mb-4 border-b border-line pb-3 text-base font-semibold text-ink">
          {t("myBenefits")}
        </h2>
        {hasAnyBenefit(i.benefits) ? (
          <BenefitList b={i.benefits} testId="member-benefits" />
        ) : (
          <p className="text-sm text-subtle" data-testid="member-benefits">
            {t("noBenefits")}
          </p>
        )}
        <Link href="/member-center/member-equity" className="mt-5 inline-block text-xs text-brand hover:underline">
          {t("nav.memberEquity")} →
        </Link>
      </section>
    </div>
  );
}
