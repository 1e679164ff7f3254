"use client";

import type { CouponView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { receiveCouponEndpoint } from "@/lib/api/endpoints/coupon";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";

/**
 * Collect: visitors get the login popup; buyers collect (the server holds stock and the per-user
 * limit) and the list is reloaded to show 'collected', the new remaining share or 'sold out'.
 */
export function CollectButton({ coupon, onCollected }: { coupon: CouponView; onCollected: () => void }) {
  const t = useTranslations("couponTicket");
  const { loggedIn } = useAccount();
  const [busy, setBusy] = useState(false);
  if (coupon.receiveState === 3)
    return (
      <span className="text-xs text-muted" data-testid="coupon-sold-out">
        {t("soldOut")}
      </span>
    );
  if (coupon.receiveState === 2)
    return (
      <span className="text-center text-[11px] text-subtle" data-testid="coupon-upcoming">
        {t("upcoming", { time: coupon.launchTime.slice(5, 16) })}
      </span>
    );
  const collect = async () => {
    if (!loggedIn) {
      requestLogin();
      return;
    }
    setBusy(true);
    try {
      await callApi(receiveCouponEndpoint(coupon.couponId));
      toast.success(t("collectedToast"));
      onCollected();
    } catch {
      onCollected(); // the client already showed why (sold out, limit…); show the fresh state
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {coupon.hasReceive > 0 ? (
        <span className="text-[11px] text-brand" data-testid="coupon-collected">
          {t("collected")}
        </span>
      ) : null}
      {coupon.receiveState === 1 ? (
        <button
          type="button"
          onClick={() => void collect()}
          disabled={busy}
          aria-busy={busy}
          aria-label={`${coupon.hasReceive > 0 ? t("collectMore") : t("collect")} ${coupon.couponName}`}
          className="h-7 whitespace-nowrap rounded-full bg-brand px-2.5 text-[11px] text-white hover:bg-brand-dark disabled:opacity-60"
          data-testid="coupon-collect"
        >
          {coupon.hasReceive > 0 ? t("collectMore") : t("collect")}
        </button>
      ) : null}
    </>
  );
}
