"use client";

import type { DiscountView } from "@souk/contract";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { discountInfoEndpoint, discountSpusEndpoint } from "@/lib/api/endpoints/discount";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { Pager } from "@/components/ui/pager";
import { useApiData } from "@/lib/hooks/use-api-data";
import { Countdown } from "../components/countdown";

const SIZE = 20;

/** /discount-detail?discountId=: the activity's rules, window, countdown and its products at the activity price. Live. */
export function DiscountDetailTemplate() {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="discount-detail">
      {mounted ? (
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <Detail />
        </Suspense>
      ) : (
        <div className="h-[420px] bg-white" aria-hidden />
      )}
    </Container>
  );
}

function Detail() {
  const raw = Number(useSearchParams().get("discountId"));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const info = useApiData(() => discountInfoEndpoint(id || 1), `info-${id}`);
  if (!id || info.status === "failed") return <Missing />;
  if (info.status !== "ready") return <div className="h-[420px] bg-white" aria-hidden />;
  return <Loaded d={info.data} />;
}

function Missing() {
  const t = useTranslations("discount");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="discount-missing"
    >
      <p className="text-sm text-muted">{t("missing")}</p>
      <Link href="/special-discount" className="text-sm text-brand hover:underline">
        {t("back")}
      </Link>
    </section>
  );
}

function Loaded({ d }: { d: DiscountView }) {
  const t = useTranslations("discount");
  const tp = useTranslations("promoShown");
  const [current, setCurrent] = useState(1);
  const spus = useApiData(() => discountSpusEndpoint(d.discountId, current, SIZE), `spus-${d.discountId}-${current}`);
  return (
    <>
      <div className="mb-4 bg-gradient-to-r from-brand to-[#ff6a3d] px-8 py-6 text-white">
        <div className="text-xs opacity-90">{t("shop", { name: d.shopName })}</div>
        <h1 className="text-2xl font-semibold" data-testid="discount-name">
          {d.discountName}
        </h1>
        <p className="mt-1 text-sm opacity-90">
          {d.state === 1 ? (
            <Countdown seconds={d.expiresIn} kind="ends" />
          ) : d.state === 0 ? (
            <Countdown seconds={d.startIn} kind="starts" />
          ) : (
            t("ended")
          )}
        </p>
      </div>
      <section className="mb-5 bg-white px-6 py-4">
        <h2 className="mb-2 text-base font-semibold text-ink">{t("rules")}</h2>
        <p className="text-sm font-semibold text-brand" data-testid="discount-rule">
          {d.ruleText}
        </p>
        <p className="mt-1 text-xs text-muted">{t("window", { start: d.startTime, end: d.endTime })}</p>
      </section>
      <section className="bg-white px-6 py-4" data-testid="discount-products">
        <h2 className="mb-3 text-base font-semibold text-ink">{t("products")}</h2>
        <div className="grid grid-cols-5 gap-4">
          {spus.data?.records.map((p) => (
            <Link
              key={p.prodId}
              href={`/detail/${p.prodId}`}
              className="flex flex-col gap-1 border border-line p-2 hover:border-brand"
              data-testid="discount-product"
              data-sold-out={p.soldOut || undefined}
            >
              <div className="relative w-fit">
                <Thumb src={p.pic} size={180} className="w-full" />
                {p.soldOut ? (
                  <span
                    className="absolute inset-x-0 bottom-0 bg-black/60 py-1 text-center text-xs text-white"
                    data-testid="discount-product-sold-out"
                  >
                    {tp("soldOut")}
                  </span>
                ) : null}
              </div>
              <span className="line-clamp-2 text-xs text-ink">{p.prodName}</span>
              <span className="text-xs">
                {p.activityPrice < p.price ? (
                  <>
                    <span className="text-muted">{t("activityPrice")} </span>
                    <Money value={p.activityPrice} strong testId="discount-product-price" />{" "}
                    <s className="text-muted">
                      <Money value={p.price} />
                    </s>
                  </>
                ) : (
                  <Money value={p.price} strong testId="discount-product-price" />
                )}
              </span>
            </Link>
          ))}
        </div>
        <Pager current={current} pages={spus.data?.pages ?? 0} onChange={setCurrent} />
      </section>
    </>
  );
}
