"use client";

import clsx from "clsx";
import type { RechargeResult } from "@souk/contract";
import { CheckCircle2, ScanLine } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { rechargeEndpoint, rechargePresetsEndpoint, rechargeStatusEndpoint } from "@/lib/api/endpoints/wallet";
import { formatPrice } from "@/lib/money/price";
import { WechatMark } from "@/modules/payment";
import { useApiData } from "@/lib/hooks/use-api-data";
import { rechargeFen } from "../lib/recharge-amount";

/** How often the top-up is polled while its QR code is shown. */
const POLL_MS = 2000;

type Choice = { kind: "preset"; presetId: number } | { kind: "custom" };
type Stage = { step: "choose" } | { step: "scan"; r: RechargeResult } | { step: "done"; r: RechargeResult };

/**
 * The top-up form of uc-balance: a tier (with its bonus) or a custom amount (¥0.01–¥100,000, 2
 * decimals), paid by scanning the WeChat QR code (the sandbox's scan page outside production).
 * The page polls the top-up and calls `onPaid` once it is credited.
 */
export function RechargePanel({ onPaid }: { onPaid: () => void }) {
  const t = useTranslations("balance");
  const tp = useTranslations("payment");
  const presets = useApiData(rechargePresetsEndpoint, "recharge-presets");
  const [choice, setChoice] = useState<Choice | null>(null);
  const [custom, setCustom] = useState("");
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [busy, setBusy] = useState(false);
  const customInvalid = choice?.kind === "custom" && custom.trim() !== "" && rechargeFen(custom) === null;
  const ready = choice?.kind === "preset" || (choice?.kind === "custom" && rechargeFen(custom) !== null);

  const scanning = stage.step === "scan" ? stage.r : null;
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    const id = window.setInterval(() => {
      callApi(rechargeStatusEndpoint(scanning.rechargeNo), { silent: true }).then(
        (s) => {
          if (!stopped && s.paid) {
            stopped = true;
            window.clearInterval(id);
            setStage({ step: "done", r: scanning });
            onPaid();
          }
        },
        () => {},
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [scanning, onPaid]);

  const start = async () => {
    if (!choice || !ready || busy) return;
    setBusy(true);
    try {
      const r = await callApi(
        rechargeEndpoint(choice.kind === "preset" ? { presetId: choice.presetId } : { amount: custom.trim() }),
      );
      setStage({ step: "scan", r });
    } catch {
      /* the API client showed the message */
    } finally {
      setBusy(false);
    }
  };

  if (stage.step !== "choose") {
    const r = stage.r;
    const done = stage.step === "done";
    return (
      <section className="mb-6 border border-line px-6 py-5" data-testid="recharge-panel" aria-live="polite">
        <div className="flex items-start gap-10">
          <div className="flex w-[220px] flex-col items-center">
            <h2 className="mb-2 flex items-center gap-1.5 text-sm text-ink">
              <WechatMark size={18} />
              {tp("wechat")}
            </h2>
            <div className="relative flex size-[196px] items-center justify-center border border-line p-2">
              <QRCodeSVG value={r.codeUrl} size={178} level="M" marginSize={0} title={tp("qrTitle")} />
              {done ? (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/95">
                  <CheckCircle2 size={40} className="text-[#2a7a3b]" aria-hidden />
                </div>
              ) : null}
            </div>
            <p className="mt-2 flex w-[196px] items-center justify-center gap-2 bg-[#15803d] py-1.5 text-xs text-white">
              <ScanLine size={14} aria-hidden />
              {t("scanToTopUp")}
            </p>
            {!done && r.codeUrl.includes("/weixin-pay/sandbox-scan") ? (
              <a
                href={r.codeUrl}
                target="_blank"
                rel="noopener"
                className="mt-2 text-xs text-brand underline"
                data-testid="recharge-sandbox-link"
              >
                {tp("sandboxOpen")}
              </a>
            ) : null}
          </div>
          <div className="flex-1 pt-8 text-sm">
            {done ? (
              <p className="mb-2 text-base font-semibold text-[#2a7a3b]" data-testid="recharge-done">
                {t("topUpDone")}
              </p>
            ) : (
              <p className="mb-2 text-base font-semibold text-ink">{t("topUpWaiting")}</p>
            )}
            <p className="text-subtle">
              {t("topUpAmount")}:{" "}
              <span className="text-lg font-semibold text-brand" data-testid="recharge-amount">
                ¥{formatPrice(r.amount)}
              </span>
              {r.bonus > 0 ? (
                <span className="ml-2 text-[#a85400]">{t("bonus", { amount: formatPrice(r.bonus) })}</span>
              ) : null}
            </p>
            {!done ? <p className="mt-1 text-xs text-subtle">{t("qrUntil", { time: r.expiresAt })}</p> : null}
            <button
              type="button"
              onClick={() => {
                setStage({ step: "choose" });
                setChoice(null);
                setCustom("");
              }}
              className="mt-5 rounded-sm border border-line px-4 py-1.5 text-xs text-ink hover:border-brand hover:text-brand"
              data-testid="recharge-again"
            >
              {done ? t("topUpAgain") : t("topUpCancel")}
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mb-6 border border-line px-6 py-5" data-testid="recharge-panel">
      <h2 className="mb-3 text-sm font-semibold text-ink">{t("topUp")}</h2>
      <div className="flex flex-wrap gap-3" role="radiogroup" aria-label={t("topUp")}>
        {presets.data?.map((p) => {
          const on = choice?.kind === "preset" && choice.presetId === p.presetId;
          return (
            <button
              key={p.presetId}
              type="button"
              role="radio"
              aria-checked={on}
              onClick={() => setChoice({ kind: "preset", presetId: p.presetId })}
              className={clsx(
                "flex h-[64px] w-[120px] flex-col items-center justify-center rounded-sm border text-sm max-md:w-[calc(33.333%-8px)]",
                on ? "border-brand bg-[#fff5f5] text-brand" : "border-line text-ink hover:border-brand",
              )}
              data-testid="recharge-preset"
            >
              <span className="text-base font-semibold">¥{formatPrice(p.amount)}</span>
              {p.bonus > 0 ? (
                <span className="text-xs text-[#a85400]">{t("bonus", { amount: formatPrice(p.bonus) })}</span>
              ) : null}
            </button>
          );
        })}
        <label
          className={clsx(
            "flex h-[64px] w-[180px] flex-col justify-center rounded-sm border px-3 text-xs max-md:w-full",
            choice?.kind === "custom" ? "border-brand" : "border-line",
            customInvalid && "border-[#e4393c]",
          )}
        >
          <span className="text-subtle">{t("customAmount")}</span>
          <span className="flex items-center gap-1 text-base">
            ¥
            <input
              inputMode="decimal"
              value={custom}
              onFocus={() => setChoice({ kind: "custom" })}
              onChange={(e) => {
                setChoice({ kind: "custom" });
                setCustom(e.target.value);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") void start();
              }}
              placeholder="0.01-100000"
              aria-invalid={customInvalid}
              aria-describedby="recharge-custom-hint"
              className="w-full bg-transparent outline-none"
              data-testid="recharge-custom"
            />
          </span>
        </label>
      </div>
      <p
        id="recharge-custom-hint"
        className={clsx("mt-2 text-xs", customInvalid ? "text-[#e4393c]" : "text-subtle")}
        data-testid="recharge-hint"
      >
        {customInvalid ? t("amountInvalid") : t("customHint")}
      </p>
      <button
        type="button"
        disabled={!ready || busy}
        onClick={() => void start()}
        className="mt-3 flex items-center gap-1.5 btn-brand"
        data-testid="recharge-submit"
      >
        <WechatMark size={16} />
        {t("payWithWechat")}
      </button>
    </section>
  );
}
