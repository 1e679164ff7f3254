"use client";

import { EnterpriseStatus } from "@souk/contract";
import clsx from "clsx";
import { Building2, FileCheck2, Truck, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { myEnterpriseEndpoint } from "@/lib/api/endpoints/enterprise";
import { useApiData } from "@/lib/hooks/use-api-data";
import { EnterpriseApplyForm } from "../components/enterprise-apply-form";

/**
 * /EnterpriseUsers — enterprise purchasing: who it is for (companies buying for their staff and
 * offices), what they get (VAT invoices made out to the unit, one contact), and the application,
 * which the platform answers (`/admin/enterprise/...`, `npm run mall -- enterprise ...`). The
 * buyer sees its state here: under review, approved, or not approved with the reason (and may
 * apply again).
 */
export function EnterpriseUsersTemplate() {
  const t = useTranslations("enterprise");
  const points = [
    { icon: Users, title: t("forWhoTitle"), text: t("forWho") },
    { icon: FileCheck2, title: t("invoiceTitle"), text: t("invoice") },
    { icon: Truck, title: t("serviceTitle"), text: t("service") },
  ];
  return (
    <Container className="py-4" data-testid="enterprise-page">
      <section className="bg-white px-8 py-6" aria-labelledby="enterprise-title">
        <h1 id="enterprise-title" className="mb-2 flex items-center gap-2 text-lg font-semibold text-ink">
          <Building2 size={20} className="text-brand" aria-hidden />
          {t("title")}
        </h1>
        <p className="mb-5 text-sm text-subtle">{t("intro")}</p>
        <ul className="mb-6 grid grid-cols-3 gap-4">
          {points.map((p) => (
            <li key={p.title} className="rounded-sm border border-line bg-page px-4 py-3">
              <p className="mb-1 flex items-center gap-2 text-sm font-semibold text-ink">
                <p.icon size={16} className="text-brand" aria-hidden />
                {p.title}
              </p>
              <p className="text-xs leading-5 text-subtle">{p.text}</p>
            </li>
          ))}
        </ul>
        <h2 className="mb-4 border-t border-line pt-5 text-base font-semibold text-ink">{t("applyTitle")}</h2>
        <MemberGate testId="enterprise">
          <Loaded />
        </MemberGate>
      </section>
    </Container>
  );
}

function Loaded() {
  const t = useTranslations("enterprise");
  const live = useApiData(myEnterpriseEndpoint, "enterprise-application");
  if (live.status === "loading") return <div className="h-[320px]" aria-busy="true" aria-label={t("loading")} />;
  if (live.status === "failed")
    return (
      <div className="flex h-[200px] flex-col items-center justify-center gap-3 text-sm">
        <p className="text-subtle">{t("loadFailed")}</p>
        <button
          type="button"
          onClick={live.reload}
          className="rounded-sm border border-brand px-5 py-1.5 text-brand hover:bg-brand hover:text-white"
        >
          {t("retry")}
        </button>
      </div>
    );
  const a = live.data;
  if (!a) return <EnterpriseApplyForm previous={null} onSubmitted={live.reload} />;
  const tone = a.status === EnterpriseStatus.APPROVED ? "ok" : a.status === EnterpriseStatus.PENDING ? "info" : "warn";
  const detail =
    a.status === EnterpriseStatus.APPROVED
      ? t("approvedDetail")
      : a.status === EnterpriseStatus.PENDING
        ? t("pendingDetail")
        : t("rejectedDetail");
  return (
    <>
      <div
        className={clsx(
          "mb-5 rounded-sm border px-5 py-4 text-sm",
          tone === "ok" && "border-[#b7e1c1] bg-[#f0faf2]",
          tone === "info" && "border-[#bcd3f5] bg-[#f2f7ff]",
          tone === "warn" && "border-[#f3d19e] bg-[#fffaf0]",
        )}
        data-testid="enterprise-status"
        data-status={a.status}
      >
        <div className="mb-2 flex items-baseline justify-between gap-4">
          <h3 className="text-base font-semibold text-ink">{a.companyName}</h3>
          <span className="shrink-0 text-xs text-muted">
            {t("status")}: <span data-testid="enterprise-status-text">{a.statusText}</span> ·{" "}
            {t("submittedAt", { time: a.applyTime })}
          </span>
        </div>
        <p className="text-xs text-subtle">
          {t("creditCode")}: {a.creditCode} · {t("contactName")}: {a.contactName} {a.phone}
        </p>
        {a.reason ? (
          <p className="mt-2">
            {t("reason")}: <strong data-testid="enterprise-reason">{a.reason}</strong>
          </p>
        ) : null}
        <p className="mt-2 text-subtle">{detail}</p>
      </div>
      {a.status === EnterpriseStatus.REJECTED ? <EnterpriseApplyForm previous={a} onSubmitted={live.reload} /> : null}
    </>
  );
}
