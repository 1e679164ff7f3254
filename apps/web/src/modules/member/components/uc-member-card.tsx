"use client";

import { Crown } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { memberInfoEndpoint } from "@/lib/api/endpoints/member";
import { useApiData } from "@/lib/hooks/use-api-data";

/** The user-center home's membership line: level, growth, paid membership end, and the way to the membership center. */
export function UcMemberCard() {
  const t = useTranslations("userCenter");
  const info = useApiData(memberInfoEndpoint, "member-info", { silent: true });
  const i = info.data;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs" data-testid="uc-member-card">
      <span className="flex items-center gap-1 rounded-sm bg-[#4a3726] px-2 py-0.5 text-[#f3d9a4]">
        <Crown size={12} aria-hidden />
        {t("memberLevel")}: {i?.level?.name ?? "…"}
      </span>
      {i ? <span className="text-subtle">{t("memberGrowth", { growth: i.growth })}</span> : null}
      {i?.paidUntil ? <span className="text-subtle">{t("memberPaidUntil", { time: i.paidUntil })}</span> : null}
      <Link
        href="/member-center/member-center"
        className="text-brand hover:underline"
        data-testid="uc-member-center-link"
      >
        {t("memberCenterLink")}
      </Link>
    </p>
  );
}
