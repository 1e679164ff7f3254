"use client";

import type { SeckillView } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { Thumb } from "@/components/ui/thumbnail";
import { useRouter } from "@/i18n/navigation";
import { seckillInfoEndpoint } from "@/lib/api/endpoints/seckill";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Countdown } from "@/modules/discount";
import { Money } from "@/components/ui/money";
import { useApiData } from "@/lib/hooks/use-api-data";
import { SeckillProgress } from "../components/seckill-progress";
import { LoadFailed } from "@/components/ui/load-failed";
import { useSeckillQuota } from "../lib/use-seckill-quota";

/** /secdetail/{seckillId}: the flash sale live — countdown, progress, SKU and quantity, the buy button per state. */
export function SecdetailTemplate({ seckillId }: { seckillId: number }) {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="secdetail">
      {mounted ? <Detail seckillId={seckillId} /> : <div className="h-[480px] bg-white" aria-hidden />}
    </Container>
  );
}

function Detail({ seckillId }: { seckillId: number }) {
  const t = useTranslations("seckill");
  const info = useApiData(() => seckillInfoEndpoint(seckillId), String(seckillId), { silent: true });
  if (info.status === "failed")
    return (
      <LoadFailed
        code={info.code}
        onRetry={info.reload}
        notFound={<p className="bg-white py-16 text-center text-sm text-muted">{t("notFound")}</p>}
      />
    );
  if (!info.data) return <div className="h-[480px] bg-white" aria-hidden />;
  return <Loaded s={info.data} />;
}

function Loaded({ s }: { s: SeckillView }) {
  const t = useTranslations("seckill");
  const tp = useTranslations("promoShown");
  const router = useRouter();
  const quota = useSeckillQuota(s.seckillId);
  const [skuId, setSkuId] = useState(s.skus[0]?.seckillSkuId ?? 0);
  const [wanted, setCount] = useState(1);
  const sku = s.skus.find((k) => k.seckillSkuId === skuId) ?? s.skus[0];
  // The signed-in buyer's remaining quota caps the quantity; the limit alone otherwise.
  const left = quota ? quota.remaining : s.maxNum;
  const max = Math.max(1, Math.min(left, sku?.stock ?? 1));
  const count = Math.min(wanted, max);
  const buy = () => router.push(`/secdetail/confirm-order?seckillSkuId=${sku!.seckillSkuId}&count=${count}`);
  return (
    <div className="flex gap-8 bg-white p-6 max-md:flex-col max-md:gap-4 max-md:p-3">
      <Thumb src={s.pic} size={380} className="max-md:aspect-square max-md:!h-auto max-md:!w-full" />
      <div className="flex flex-1 flex-col gap-4">
        <h1 className="text-xl font-semibold text-ink">{s.prodName}</h1>
        <div className="flex items-center justify-between bg-gradient-to-r from-[#cf2a2d] to-[#ff6a3d] px-5 py-3 text-white">
          <div className="flex items-baseline gap-3">
            <span className="text-sm">{t("flashPrice")}</span>
            <span className="text-3xl font-semibold" data-testid="seckill-price">
              <Money value={sku?.seckillPrice ?? s.seckillPrice} />
            </span>
            <span className="text-sm line-through opacity-80">
              <Money value={sku?.price ?? s.price} />
            </span>
          </div>
          <div className="text-sm" data-testid="seckill-state">
            {s.state === 1 ? <Countdown seconds={s.startIn} kind="starts" /> : null}
            {s.state === 2 || s.state === 4 ? <Countdown seconds={s.expiresIn} kind="ends" /> : null}
            {s.state === 3 ? t("state3") : null}
          </div>
        </div>
        <SeckillProgress sold={s.soldStocks} total={s.totalStocks} />
        <p className="text-sm text-muted">
          {s.seckillName} · {s.startTime.slice(5, 16)} – {s.endTime.slice(5, 16)} · {t("limit", { n: s.maxNum })}
          {quota ? (
            <span className="ml-2 text-brand" data-testid="seckill-remaining">
              {quota.remaining > 0 ? tp("mayStillBuy", { n: quota.remaining }) : tp("reachedLimit")}
            </span>
          ) : null}
        </p>
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="mb-2 text-muted">{t("sku")}</legend>
          {s.skus.map((k) => (
            <button
              key={k.seckillSkuId}
              type="button"
              aria-pressed={k.seckillSkuId === sku?.seckillSkuId}
              onClick={() => setSkuId(k.seckillSkuId)}
              className={clsx(
                "border px-3 py-1",
                k.seckillSkuId === sku?.seckillSkuId ? "border-brand text-brand" : "border-line text-ink",
              )}
            >
              {k.skuName || t("defaultSku")} · {t("left", { n: k.stock })}
            </button>
          ))}
        </fieldset>
        <label className="flex items-center gap-3 text-sm text-muted">
          {t("quantity")}
          <input
            type="number"
            min={1}
            max={max}
            value={count}
            onChange={(e) => setCount(Math.max(1, Math.min(max, Math.floor(Number(e.target.value) || 1))))}
            className="w-20 border border-line px-2 py-1 text-ink"
            data-testid="seckill-count"
          />
        </label>
        <p className="text-xs text-subtle">{t("noStacking")}</p>
        <button
          type="button"
          disabled={s.state !== 2 || left <= 0}
          onClick={buy}
          className="mt-2 w-60 bg-brand py-3 text-base text-white disabled:bg-line disabled:text-muted"
          data-testid="seckill-buy"
        >
          {s.state !== 2 ? t(`state${s.state}`) : left <= 0 ? tp("reachedLimit") : t("buyNow")}
        </button>
      </div>
    </div>
  );
}
