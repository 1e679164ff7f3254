"use client";

import type { Address, SeckillConfirmView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Container } from "@/components/ui/container";
import { Thumb } from "@/components/ui/thumbnail";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { addressListEndpoint } from "@/lib/api/endpoints/address";
import { seckillConfirmEndpoint, seckillSubmitEndpoint } from "@/lib/api/endpoints/seckill";
import { AddressChooser } from "@/modules/checkout";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { ApiError } from "@/lib/api/api-error";

/** /secdetail/confirm-order?seckillSkuId=&count=: the flash order priced by the server, then submit → payment. */
export function SeckillConfirmTemplate({ seckillSkuId, count }: { seckillSkuId: number; count: number }) {
  return (
    <Container className="py-4" data-testid="seckill-confirm">
      <MemberGate testId="seckill-confirm">
        <Confirm seckillSkuId={seckillSkuId} count={count} />
      </MemberGate>
    </Container>
  );
}

function Confirm({ seckillSkuId, count }: { seckillSkuId: number; count: number }) {
  const t = useTranslations("seckill");
  const tc = useTranslations("checkout");
  const tp = useTranslations("promoShown");
  const router = useRouter();
  const [view, setView] = useState<SeckillConfirmView | null>(null);
  // The refusal's message (e.g. 'You may still buy 1') shown on the page, not only a toast.
  const [failed, setFailed] = useState<string | false>(false);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const loadAddresses = useCallback(async () => {
    const list = await callApi(addressListEndpoint()).catch(() => [] as Address[]);
    setAddresses(list);
    return list;
  }, []);
  useEffect(() => {
    callApi(addressListEndpoint()).then(setAddresses, () => setAddresses([]));
  }, []);
  // Priced for the address chosen (freight by the shop's template, ADR 0044): confirmed again when it changes.
  const pricedFor = useRef<number | null>(null);
  useEffect(() => {
    if (chosen !== 0 && pricedFor.current === chosen) return;
    let current = true;
    callApi(seckillConfirmEndpoint({ seckillSkuId, count, ...(chosen ? { addrId: chosen } : {}) })).then(
      (v) => {
        if (!current) return;
        pricedFor.current = v.userAddr?.addrId ?? null;
        setView(v);
        if (v.userAddr) setChosen((c) => c || v.userAddr!.addrId);
      },
      (e: unknown) => {
        if (current) setFailed(e instanceof ApiError && e.status === 409 ? e.message : "");
      },
    );
    return () => {
      current = false;
    };
  }, [seckillSkuId, count, chosen]);

  if (failed !== false)
    return (
      <div className="flex flex-col items-center gap-3 bg-white py-16 text-sm text-muted" data-testid="seckill-refused">
        <p>{failed || t("cannotBuy")}</p>
        <button type="button" onClick={() => router.back()} className="text-brand hover:underline">
          {tp("backToFlash")}
        </button>
      </div>
    );
  if (!view) return <div className="h-[420px] bg-white" aria-hidden />;
  const address =
    addresses?.find((a) => a.addrId === chosen) ?? (view.userAddr?.addrId === chosen ? view.userAddr : null);

  const submit = async () => {
    if (inFlight.current) return;
    if (!address || !view.deliverable) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await callApi(seckillSubmitEndpoint({ seckillSkuId, count, addrId: address.addrId }));
      router.replace(`/payment?payNo=${res.payNo}`);
    } catch {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-lg font-semibold text-ink">{t("confirmTitle")}</h1>
      <AddressChooser
        addresses={addresses}
        chosen={chosen}
        onChoose={setChosen}
        onAdded={loadAddresses}
        error={false}
      />
      <section className="flex items-center gap-4 bg-white px-5 py-4" data-testid="seckill-confirm-line">
        <Thumb src={view.seckill.pic} size={80} />
        <div className="flex-1">
          <p className="text-sm text-ink">{view.seckill.prodName}</p>
          <p className="text-xs text-muted">{view.skuName}</p>
          <span className="mt-1 inline-block bg-brand px-2 text-xs text-white">{t("title")}</span>
          <p className="mt-1 text-xs text-brand" data-testid="seckill-confirm-remaining">
            {t("limit", { n: view.seckill.maxNum })} · {tp("mayStillBuy", { n: view.count + view.remaining })}
          </p>
        </div>
        <span className="w-28 text-center text-sm">
          <Money value={view.seckillPrice} />
        </span>
        <span className="w-16 text-center text-sm">×{view.count}</span>
      </section>
      <section className="flex flex-col items-end gap-1 bg-white px-5 py-4 text-sm">
        <p>
          {tc("colSubtotal")}: <Money value={view.total} />
        </p>
        <p>
          {t("freight")}: <Money value={view.transfee} />
        </p>
        <p className="text-xs text-subtle">{t("noStacking")}</p>
        {!view.deliverable ? (
          <p role="alert" className="text-xs font-semibold text-brand" data-testid="seckill-undeliverable">
            {tc("deliver32.notDeliverable")}
          </p>
        ) : null}
        <p className="text-base">
          {t("payable")}:{" "}
          <span className="text-xl font-semibold text-brand" data-testid="seckill-payable">
            <Money value={view.actualTotal} />
          </span>
        </p>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={busy || !address || !view.deliverable}
          className="mt-2 w-48 bg-brand py-3 text-white disabled:opacity-60"
          data-testid="seckill-submit"
        >
          {t("submit")}
        </button>
        <p className="text-xs text-subtle">{t("payWithin")}</p>
      </section>
    </div>
  );
}
