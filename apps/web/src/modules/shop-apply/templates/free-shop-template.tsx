"use client";

import { SHOP_AUDIT_STATUS, type ShopApplication } from "@souk/contract";
import clsx from "clsx";
import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { myShopApplicationEndpoint } from "@/lib/api/endpoints/shop-apply";
import { MemberGate } from "@/components/ui/member-gate";
import { useApiData } from "@/lib/hooks/use-api-data";
import { ShopApplyForm } from "../components/shop-apply-form";

/**
 * /free-shop — the free shop opening screen (spec parts 2-6), reached from the user center and
 * the top bar's "my store". Shows the form (first time, or pre-filled after "not passed" with the
 * reason), or the application's state: under review, open (enter the shop, sign in to the
 * merchant side with the store account), or not open (taken offline, suspended, not yet open).
 */
export function FreeShopTemplate() {
  const t = useTranslations("shopApply");
  return (
    <Container className="py-4" data-testid="free-shop-page">
      <section className="bg-white px-8 py-6" aria-labelledby="free-shop-title">
        <h1 id="free-shop-title" className="mb-2 flex items-center gap-2 text-lg font-semibold text-ink">
          <Store size={20} className="text-brand" aria-hidden />
          {t("title")}
        </h1>
        <MemberGate testId="free-shop">
          <Loaded />
        </MemberGate>
      </section>
    </Container>
  );
}

function Loaded() {
  const t = useTranslations("shopApply");
  const live = useApiData(myShopApplicationEndpoint, "shop-application");
  if (live.status === "loading") return <div className="h-[420px]" aria-busy="true" aria-label={t("loading")} />;
  if (live.status === "failed")
    return (
      <div className="flex h-[240px] flex-col items-center justify-center gap-3 text-sm" data-testid="free-shop-failed">
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
  if (!a) {
    return (
      <>
        <p className="mb-6 text-sm text-subtle">{t("intro")}</p>
        <ShopApplyForm previous={null} onSubmitted={live.reload} />
      </>
    );
  }
  if (a.auditStatus === SHOP_AUDIT_STATUS.rejected) {
    return (
      <>
        <StatusBox tone="warn" title={t("rejectedTitle")} application={a}>
          <p>
            {t("reason")}: <strong data-testid="shop-apply-reason">{a.reason}</strong>
          </p>
          <p className="mt-1 text-subtle">{t("rejectedDetail")}</p>
        </StatusBox>
        <ShopApplyForm previous={a} onSubmitted={live.reload} />
      </>
    );
  }
  if (a.auditStatus === SHOP_AUDIT_STATUS.pending)
    return (
      <StatusBox tone="info" title={t("underReviewTitle")} application={a}>
        <p className="text-subtle">{t("underReviewDetail")}</p>
      </StatusBox>
    );
  const open = a.shopStatus === 1;
  return (
    <StatusBox
      tone={open ? "ok" : "warn"}
      title={t(open ? "openTitle" : "offlineTitle", { name: a.shopName })}
      application={a}
    >
      <p className="text-subtle">{t("merchantHint", { mobile: a.mobile })}</p>
      <p className="mt-3 flex gap-4">
        {open && a.shopId ? (
          <Link
            href={`/shopIndex?sid=${a.shopId}`}
            className="rounded-sm bg-brand px-5 py-1.5 text-white hover:bg-brand-dark"
            data-testid="free-shop-enter"
          >
            {t("enterShop")}
          </Link>
        ) : null}
        <Link href="/user-center?currentPage=uc-shopaccount" className="px-1 py-1.5 text-brand hover:underline">
          {t("setStoreAccount")}
        </Link>
      </p>
    </StatusBox>
  );
}

function StatusBox({
  tone,
  title,
  application,
  children,
}: {
  tone: "info" | "warn" | "ok";
  title: string;
  application: ShopApplication;
  children: React.ReactNode;
}) {
  const t = useTranslations("shopApply");
  return (
    <div
      className={clsx(
        "my-4 rounded-sm border px-5 py-4 text-sm",
        tone === "ok" && "border-[#b7e1c1] bg-[#f0faf2]",
        tone === "info" && "border-[#bcd3f5] bg-[#f2f7ff]",
        tone === "warn" && "border-[#f3d19e] bg-[#fffaf0]",
      )}
      data-testid="shop-apply-status"
      data-audit-status={application.auditStatus}
    >
      <div className="mb-2 flex items-baseline justify-between gap-4">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <span className="shrink-0 text-xs text-muted">
          {t("status")}: <span data-testid="shop-apply-status-text">{application.statusText}</span> ·{" "}
          {t("submittedAt", { time: application.updateTime })}
        </span>
      </div>
      {children}
    </div>
  );
}
