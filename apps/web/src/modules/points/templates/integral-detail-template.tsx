"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/panel";
import { Thumb } from "@/components/ui/thumbnail";
import { Link, useRouter } from "@/i18n/navigation";
import { pointsProductEndpoint } from "@/lib/api/endpoints/points";
import { useApiData } from "@/lib/hooks/use-api-data";
import { formatPrice } from "@/lib/money/price";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";

/** /member-center/integral-det/{prodId}: a points-mall product — points price, SKU, count, "exchange now". */
export function IntegralDetailTemplate({ prodId }: { prodId: number | null }) {
  const t = useTranslations("points");
  if (!prodId) return <Missing />;
  return <Detail prodId={prodId} key={prodId} label={t("loading")} />;
}

function Missing() {
  const t = useTranslations("points");
  return (
    <Container className="py-5">
      <EmptyState testId="integral-det-missing">
        {t("notInMall")}{" "}
        <Link href="/member-center/integral-mall" className="text-brand underline">
          {t("toMall")}
        </Link>
      </EmptyState>
    </Container>
  );
}

function Detail({ prodId, label }: { prodId: number; label: string }) {
  const t = useTranslations("points");
  const router = useRouter();
  const { loggedIn } = useAccount();
  const d = useApiData(() => pointsProductEndpoint(prodId), `points-prod-${prodId}`, { silent: true });
  const [skuId, setSkuId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  if (d.status === "failed") return <Missing />;
  if (!d.data) return <div className="h-[480px]" aria-busy="true" aria-label={label} />;
  const p = d.data;
  const skus = p.prod.skuList.filter((k) => k.stock > 0);
  const chosen = skus.find((k) => k.skuId === skuId) ?? skus[0] ?? null;
  const exchange = () => {
    if (!loggedIn) return requestLogin();
    if (!chosen) return;
    router.push(`/submit-integral-order?prodId=${p.prodId}&skuId=${chosen.skuId}&count=${count}`);
  };
  return (
    <Container className="py-5" data-testid="integral-det">
      <nav className="mb-3 text-xs text-subtle" aria-label={t("mallTitle")}>
        <Link href="/member-center/integral-mall" className="hover:text-brand">
          {t("mallTitle")}
        </Link>{" "}
        / {p.prodName}
      </nav>
      <div className="flex gap-8 bg-white p-6 max-md:flex-col max-md:gap-4 max-md:p-3">
        <Thumb src={chosen?.pic || p.pic} size={400} className="max-md:aspect-square max-md:!h-auto max-md:!w-full" />
        <div className="flex flex-1 flex-col gap-4">
          <h1 className="text-lg font-semibold text-ink">{p.prodName}</h1>
          {p.prod.brief ? <p className="text-xs text-brand">{p.prod.brief}</p> : null}
          <div className="bg-page px-4 py-3">
            <span className="text-xs text-subtle">{t("exchangePrice")}</span>
            <span className="ml-3 text-2xl font-semibold text-brand" data-testid="integral-det-price">
              {p.cash > 0
                ? t("pointsPlusCash", { points: p.points, cash: formatPrice(p.cash) })
                : t("pointsOnly", { points: p.points })}
            </span>
            <span className="ml-3 text-xs text-muted line-through">¥{formatPrice(p.price)}</span>
          </div>
          {skus.length > 1 ? (
            <fieldset className="flex flex-wrap items-center gap-2 text-xs">
              <legend className="mb-2 text-subtle">{t("sku")}</legend>
              {skus.map((k) => (
                <button
                  key={k.skuId}
                  type="button"
                  aria-pressed={chosen?.skuId === k.skuId}
                  onClick={() => setSkuId(k.skuId)}
                  className={
                    chosen?.skuId === k.skuId
                      ? "border border-brand px-3 py-1.5 text-brand"
                      : "border border-line-strong px-3 py-1.5 hover:border-brand"
                  }
                >
                  {k.skuName || p.prodName}
                </button>
              ))}
            </fieldset>
          ) : null}
          <label className="flex items-center gap-3 text-xs">
            <span className="text-subtle">{t("count")}</span>
            <input
              type="number"
              min={1}
              max={Math.min(99, chosen?.stock ?? 1)}
              value={count}
              onChange={(e) => setCount(Math.max(1, Math.min(99, Math.floor(Number(e.target.value) || 1))))}
              className="h-8 w-20 border border-line-strong px-2"
              data-testid="integral-det-count"
            />
          </label>
          <button
            type="button"
            onClick={exchange}
            disabled={!chosen}
            className="h-11 w-[180px] max-md:w-full bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:bg-[#e88a8c]"
            data-testid="integral-det-exchange"
          >
            {chosen ? t("exchangeNow") : t("soldOut")}
          </button>
        </div>
      </div>
    </Container>
  );
}
