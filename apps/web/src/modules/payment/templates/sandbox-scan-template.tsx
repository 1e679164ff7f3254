"use client";

import type { SandboxPrepay } from "@souk/contract";
import { CircleCheck, CircleX, FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { sandboxConfirmEndpoint, sandboxPrepayEndpoint } from "@/lib/api/endpoints/payment";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Money } from "@/components/ui/money";
import { WechatMark } from "../components/wechat-mark";

/**
 * /weixin-pay/sandbox-scan?prepayId= — what the payer's phone shows after scanning the sandbox QR
 * code (development only): amount, description and "confirm payment". Confirming makes the
 * sandbox gateway send a signed notification to the mall's real notify handler.
 */
export function SandboxScanTemplate() {
  const mounted = useMounted();
  return (
    <div className="flex min-h-screen items-start justify-center bg-[#ededed] py-10" data-testid="sandbox-scan-page">
      <div className="w-[375px] overflow-hidden rounded-xl bg-white shadow-md">
        {mounted ? (
          <Suspense>
            <Scan />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

type Load = { status: "loading" } | { status: "ready"; prepay: SandboxPrepay } | { status: "failed" };

function Scan() {
  const t = useTranslations("payment");
  const prepayId = (useSearchParams().get("prepayId") ?? "").trim();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const [notifyStatus, setNotifyStatus] = useState<number | null>(null);

  useEffect(() => {
    if (!/^wx[A-Za-z0-9]{20,40}$/.test(prepayId)) return;
    const ctrl = new AbortController();
    callApi(sandboxPrepayEndpoint(prepayId), { signal: ctrl.signal }).then(
      (prepay) => setLoad({ status: "ready", prepay }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setLoad({ status: "failed" });
      },
    );
    return () => ctrl.abort();
  }, [prepayId]);

  const confirm = async () => {
    if (load.status !== "ready" || busy) return;
    setBusy(true);
    try {
      const r = await callApi(sandboxConfirmEndpoint(prepayId));
      setNotifyStatus(r.notifyStatus);
      setLoad({ status: "ready", prepay: { ...load.prepay, status: r.status } });
    } catch {
      /* shown by the API client */
    } finally {
      setBusy(false);
    }
  };

  const bad = !/^wx[A-Za-z0-9]{20,40}$/.test(prepayId) || load.status === "failed";
  return (
    <>
      <header className="flex items-center gap-2 bg-[#15803d] px-4 py-3 text-sm text-white">
        <WechatMark size={20} color="#ffffff" />
        <span className="font-semibold">{t("sandboxTitle")}</span>
        <span className="ml-auto flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-[11px] text-[#15803d]">
          <FlaskConical size={12} aria-hidden />
          {t("sandboxBadge")}
        </span>
      </header>
      <div className="flex flex-col items-center px-6 py-8 text-center">
        {bad ? (
          <p className="py-10 text-sm text-subtle" data-testid="sandbox-invalid">
            {t("sandboxInvalid")}
          </p>
        ) : load.status === "loading" ? (
          <div className="h-[240px]" aria-busy="true" />
        ) : (
          <Prepay prepay={load.prepay} busy={busy} notifyStatus={notifyStatus} onConfirm={() => void confirm()} />
        )}
      </div>
    </>
  );
}

function Prepay({
  prepay,
  busy,
  notifyStatus,
  onConfirm,
}: {
  prepay: SandboxPrepay;
  busy: boolean;
  notifyStatus: number | null;
  onConfirm: () => void;
}) {
  const t = useTranslations("payment");
  return (
    <>
      <h1 className="text-sm text-subtle" data-testid="sandbox-description">
        {prepay.description}
      </h1>
      <p className="mt-3 text-[34px] font-semibold text-ink" data-testid="sandbox-amount">
        <Money value={prepay.amount} />
      </p>
      <dl className="mt-6 w-full border-t border-line pt-4 text-left text-xs">
        <div className="flex justify-between py-1">
          <dt className="text-subtle">{t("sandboxPayee")}</dt>
          <dd className="text-ink">{t("sandboxMerchant")}</dd>
        </div>
        <div className="flex justify-between py-1">
          <dt className="text-subtle">{t("sandboxExpires")}</dt>
          <dd className="text-ink">{prepay.expiresAt}</dd>
        </div>
      </dl>
      {prepay.status === "NOTPAY" ? (
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className="mt-8 h-11 w-full rounded-md bg-[#15803d] text-base font-semibold text-white hover:bg-[#116b32] disabled:opacity-60"
          data-testid="sandbox-confirm"
        >
          {busy ? t("paying") : t("sandboxConfirm")}
        </button>
      ) : (
        <div
          className="mt-8 flex flex-col items-center gap-2"
          role="status"
          data-testid={`sandbox-status-${prepay.status}`}
        >
          {prepay.status === "SUCCESS" ? (
            <CircleCheck size={44} className="text-[#1aad19]" aria-hidden />
          ) : (
            <CircleX size={44} className="text-brand" aria-hidden />
          )}
          <p className="text-base font-semibold text-ink">{t(`sandboxStatus.${prepay.status}`)}</p>
          {notifyStatus !== null ? (
            <p className="text-[11px] text-muted">{t("sandboxNotified", { status: notifyStatus })}</p>
          ) : null}
        </div>
      )}
    </>
  );
}
