"use client";

import type { Address, GroupConfirmView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { addressListEndpoint } from "@/lib/api/endpoints/address";
import { groupConfirmEndpoint, groupSubmitEndpoint } from "@/lib/api/endpoints/groupbuy";
import { AddressChooser } from "@/modules/checkout";

interface Props {
  groupSkuId: number;
  count: number;
  groupTeamId: number;
}

/** /group-buy/confirm-order?groupSkuId=&count=&groupTeamId=: the group order priced by the server, then submit → payment. */
export function GroupConfirmTemplate(props: Props) {
  return (
    <Container className="py-4" data-testid="group-confirm">
      <MemberGate testId="group-confirm">
        <Confirm {...props} />
      </MemberGate>
    </Container>
  );
}

function Confirm({ groupSkuId, count, groupTeamId }: Props) {
  const t = useTranslations("groupBuy");
  const tc = useTranslations("checkout");
  const router = useRouter();
  const [view, setView] = useState<GroupConfirmView | null>(null);
  const [failed, setFailed] = useState(false);
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
    callApi(groupConfirmEndpoint({ groupSkuId, count, groupTeamId, ...(chosen ? { addrId: chosen } : {}) })).then(
      (v) => {
        if (!current) return;
        pricedFor.current = v.userAddr?.addrId ?? null;
        setView(v);
        if (v.userAddr) setChosen((c) => c || v.userAddr!.addrId);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [groupSkuId, count, groupTeamId, chosen]);

  if (failed) return <p className="bg-white py-16 text-center text-sm text-muted">{t("cannotBuy")}</p>;
  if (!view) return <div className="h-[420px] bg-white" aria-hidden />;
  const address =
    addresses?.find((a) => a.addrId === chosen) ?? (view.userAddr?.addrId === chosen ? view.userAddr : null);

  const submit = async () => {
    if (inFlight.current || !address || !view.deliverable) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await callApi(groupSubmitEndpoint({ groupSkuId, count, groupTeamId, addrId: address.addrId }));
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
      <p className="bg-white px-5 py-3 text-sm text-ink" data-testid="group-confirm-team">
        {view.team
          ? t("joining", { leader: view.team.leaderNickName, joined: view.team.joinNum, size: view.team.groupNumber })
          : t("starting", { size: view.activity.groupNumber })}
      </p>
      <section className="flex items-center gap-4 bg-white px-5 py-4" data-testid="group-confirm-line">
        <Thumb src={view.activity.pic} size={80} />
        <div className="flex-1">
          <p className="text-sm text-ink">{view.activity.prodName}</p>
          <p className="text-xs text-muted">{view.skuName}</p>
          <span className="mt-1 inline-block bg-brand px-2 text-xs text-white">
            {t("size", { n: view.activity.groupNumber })}
          </span>
        </div>
        <span className="w-28 text-center text-sm">
          <Money value={view.groupPrice} />
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
        <p className="text-xs text-subtle">{t("freightNote")}</p>
        {!view.deliverable ? (
          <p role="alert" className="text-xs font-semibold text-brand" data-testid="group-undeliverable">
            {tc("deliver32.notDeliverable")}
          </p>
        ) : null}
        <p className="text-base">
          {t("payable")}:{" "}
          <span className="text-xl font-semibold text-brand" data-testid="group-payable">
            <Money value={view.actualTotal} />
          </span>
        </p>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={busy || !address || !view.deliverable}
          className="mt-2 w-48 bg-brand py-3 text-white disabled:opacity-60"
          data-testid="group-submit"
        >
          {t("submit")}
        </button>
        <p className="max-w-md text-right text-xs text-subtle">{t("afterPay")}</p>
      </section>
    </div>
  );
}
