"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { platformCouponsEndpoint, shopCouponsEndpoint } from "@/lib/api/endpoints/coupon";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Pager } from "@/components/ui/pager";
import { useApiData } from "@/lib/hooks/use-api-data";
import { CenterCoupon } from "../components/center-coupon";

const SHOP_PAGE = 12;

/**
 * /coupons — the coupon center: platform coupons, then shop coupons (paged). Live data loaded in
 * the browser (stock and the buyer's collected state change by the second); collecting needs login.
 */
export function CouponCenterTemplate() {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="coupon-center">
      {mounted ? <CouponCenter /> : <div className="h-[520px] bg-white" aria-hidden />}
    </Container>
  );
}

function CouponCenter() {
  const t = useTranslations("coupon");
  const { loggedIn } = useAccount();
  const [current, setCurrent] = useState(1);
  const [version, setVersion] = useState(0);
  const key = `${loggedIn}-${version}`;
  const platform = useApiData(platformCouponsEndpoint, `platform-${key}`);
  const shops = useApiData(() => shopCouponsEndpoint(current, SHOP_PAGE), `shops-${current}-${key}`);
  const reload = () => setVersion((v) => v + 1);
  return (
    <>
      <div className="mb-4 bg-gradient-to-r from-brand to-[#ff6a3d] px-8 py-6 text-white">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm opacity-90">{t("intro")}</p>
      </div>
      <section className="mb-5 bg-white px-6 py-4" aria-labelledby="coupons-platform" data-testid="coupons-platform">
        <h2 id="coupons-platform" className="mb-3 text-base font-semibold text-ink">
          {t("platform")}
        </h2>
        {platform.status === "ready" && platform.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t("none")}</p>
        ) : (
          <div className="grid grid-cols-3 gap-4 max-md:grid-cols-1">
            {platform.data?.map((c) => (
              <CenterCoupon key={c.couponId} coupon={c} onChange={reload} />
            ))}
          </div>
        )}
      </section>
      <section className="bg-white px-6 py-4" aria-labelledby="coupons-shops" data-testid="coupons-shops">
        <h2 id="coupons-shops" className="mb-3 text-base font-semibold text-ink">
          {t("shops")}
        </h2>
        {shops.status === "ready" && shops.data.total === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t("none")}</p>
        ) : (
          <div className="grid grid-cols-3 gap-4 max-md:grid-cols-1">
            {shops.data?.records.map((c) => (
              <CenterCoupon key={c.couponId} coupon={c} onChange={reload} />
            ))}
          </div>
        )}
        <Pager current={current} pages={shops.data?.pages ?? 0} onChange={setCurrent} />
      </section>
    </>
  );
}
