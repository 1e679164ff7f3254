"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { couponsByIdsEndpoint } from "@/lib/api/endpoints/coupon";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";
import { useApiData } from "@/lib/hooks/use-api-data";
import { couponCondition, couponFigure } from "../lib/coupon-rule";
import { CollectButton } from "./collect-button";

/**
 * The coupons a decorated page offers (the `discount_coupon` block's `couponIds`), each with its
 * figure, condition and a collect button — a client island, so the cached page carries no buyer's
 * state. Coupons that ended or were withdrawn since publishing are simply not shown.
 */
export function OfferedCoupons({ ids }: { ids: readonly number[] }) {
  const mounted = useMounted();
  if (!mounted || ids.length === 0) return null;
  return <OfferedList ids={ids} />;
}

function OfferedList({ ids }: { ids: readonly number[] }) {
  const t = useTranslations("couponTicket");
  const locale = useLocale();
  const { loggedIn } = useAccount();
  const [version, setVersion] = useState(0);
  const { data } = useApiData(
    () => couponsByIdsEndpoint(ids),
    `offered-coupons-${ids.join(",")}-${loggedIn}-${version}`,
  );
  if (!data || data.length === 0) return null;
  return (
    <ul className="flex w-full flex-col gap-1.5" data-testid="offered-coupons">
      {data.slice(0, 3).map((c) => {
        const figure = couponFigure(c, t, locale);
        return (
          <li
            key={c.couponId}
            className="flex items-center justify-between gap-1 rounded bg-white px-2 py-1 text-left text-brand"
            data-testid="offered-coupon"
            data-coupon-name={c.couponName}
          >
            <span className="min-w-0">
              <span className="block whitespace-nowrap text-base font-bold leading-5">
                {figure.prefix}
                {figure.value}
              </span>
              <span className="block truncate text-[10px] leading-3 text-subtle">{couponCondition(c, t)}</span>
            </span>
            <span className="flex shrink-0 flex-col items-end">
              <CollectButton coupon={c} onCollected={() => setVersion((v) => v + 1)} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
