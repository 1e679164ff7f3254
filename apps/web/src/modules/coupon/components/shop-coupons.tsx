"use client";

import clsx from "clsx";
import { TicketPercent } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { shopOrSpuCouponsEndpoint } from "@/lib/api/endpoints/coupon";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";
import { useApiData } from "@/lib/hooks/use-api-data";
import { CollectButton } from "./collect-button";
import { CouponTicket } from "./coupon-ticket";

/**
 * Collectable coupons of a shop (with `spuId`: the shop's and the platform's that cover the
 * product) — a client island on cacheable pages (product detail, shop index) and in the cart.
 * `inline` shows them as a row of tickets; otherwise a '领券' button opens them in a panel.
 */
export function ShopCoupons({ shopId, spuId, inline }: { shopId: number; spuId?: number; inline?: boolean }) {
  const mounted = useMounted();
  if (!mounted) return null;
  return inline ? <InlineCoupons shopId={shopId} /> : <CouponPanel shopId={shopId} spuId={spuId} />;
}

function useCoupons(shopId: number, spuId: number | undefined, enabled: boolean) {
  const { loggedIn } = useAccount();
  const [version, setVersion] = useState(0);
  const data = useApiData(
    () => shopOrSpuCouponsEndpoint(shopId, spuId),
    enabled ? `shop-coupons-${shopId}-${spuId ?? 0}-${loggedIn}-${version}` : "off",
  );
  return { data: enabled ? data.data : null, reload: () => setVersion((v) => v + 1) };
}

function InlineCoupons({ shopId }: { shopId: number }) {
  const t = useTranslations("couponTicket");
  const { data, reload } = useCoupons(shopId, undefined, true);
  if (!data || data.length === 0) return null;
  return (
    <section
      className="mx-auto mt-4 w-[1200px] bg-white px-5 py-3 max-md:w-full max-md:px-3"
      aria-labelledby="shop-coupons"
      data-testid="shop-coupons"
    >
      <h2 id="shop-coupons" className="mb-2 text-sm font-semibold text-ink">
        {t("shopCouponsTitle")}
      </h2>
      {/* Three a row: at four, the ticket's fixed figure and action columns left its name ~70 px. */}
      <div className="grid grid-cols-3 gap-3 max-md:grid-cols-1">
        {data.slice(0, 8).map((c) => (
          <CouponTicket
            key={c.couponId}
            coupon={c}
            compact
            action={<CollectButton coupon={c} onCollected={reload} />}
          />
        ))}
      </div>
    </section>
  );
}

function CouponPanel({ shopId, spuId }: { shopId: number; spuId: number | undefined }) {
  const t = useTranslations("couponTicket");
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { data, reload } = useCoupons(shopId, spuId, true);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);
  if (!data || data.length === 0) return null;
  return (
    <div ref={ref} className="relative inline-block" data-testid="coupon-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          "flex h-6 items-center gap-1 border border-brand px-2 text-xs text-brand hover:bg-[#fff6f6]",
          open && "bg-[#fff6f6]",
        )}
        data-testid="coupon-panel-toggle"
      >
        <TicketPercent size={13} aria-hidden />
        {t("shopCoupons")}
      </button>
      {open ? (
        <div
          id={id}
          className="absolute left-0 top-7 z-30 flex max-h-[360px] w-[420px] flex-col gap-2 overflow-y-auto border border-line bg-white p-3 shadow-lg max-md:fixed max-md:inset-x-3 max-md:top-24 max-md:w-auto"
          data-testid="coupon-panel-list"
        >
          {data.map((c) => (
            <CouponTicket
              key={c.couponId}
              coupon={c}
              compact
              action={<CollectButton coupon={c} onCollected={reload} />}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
