"use client";

import { REFUND_DESC_MAX, REFUND_IMGS_MAX, type RefundApplyInfo, type RefundDetail } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  refundApplyEndpoint,
  refundApplyInfoEndpoint,
  refundDetailEndpoint,
  proofThumbUrl,
  refundEditEndpoint,
  uploadProofEndpoint,
} from "@/lib/api/endpoints/refund";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { PhotoUpload, usePhotoUpload, type PhotoStorage } from "@/components/ui/photo-upload";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { parseRefundSn, returnDetailHref } from "../lib/links";

/**
 * apply-return (user center): the after-sales form of one order line — refund only or return and
 * refund, quantity, amount (at most what the line can still refund), reason, explanation (≤ 200),
 * up to 5 proof photos (≤ 2 MB, uploaded as chosen). With `refundSn` it edits a refused
 * application and submits it again. The API checks everything again and answers in the buyer's language.
 */
export function ApplyReturnPage() {
  const params = useSearchParams();
  const t = useTranslations("refund");
  const refundSn = parseRefundSn(params.get("refundSn"));
  const orderNumber = params.get("orderNumber") ?? "";
  const orderItemId = Number(params.get("orderItemId"));
  if (refundSn) return <EditLoader key={refundSn} refundSn={refundSn} />;
  if (!/^\d{20,32}$/.test(orderNumber) || !Number.isInteger(orderItemId) || orderItemId <= 0) {
    return (
      <Panel title={t("applyTitle")} testId="apply-return">
        <EmptyState>{t("noLine")}</EmptyState>
      </Panel>
    );
  }
  return <Loaded key={`${orderNumber}:${orderItemId}`} target={{ orderNumber, orderItemId }} edit={null} />;
}

/** Editing a refused application: its detail names the line. */
function EditLoader({ refundSn }: { refundSn: string }) {
  const d = useApiData(() => refundDetailEndpoint(refundSn), refundSn);
  if (d.status !== "ready") return null;
  return <Loaded target={{ orderNumber: d.data.orderNumber, orderItemId: d.data.item.orderItemId }} edit={d.data} />;
}

function Loaded({ target, edit }: { target: { orderNumber: string; orderItemId: number }; edit: RefundDetail | null }) {
  const t = useTranslations("refund");
  const info = useApiData(
    () => refundApplyInfoEndpoint(target.orderNumber, target.orderItemId),
    `${target.orderNumber}:${target.orderItemId}`,
  );
  return (
    <Panel title={edit ? t("editTitle") : t("applyTitle")} testId="apply-return">
      {info.status === "ready" ? <ApplyForm info={info.data} edit={edit} /> : null}
    </Panel>
  );
}

/** Proofs go to private storage; the form shows them through the uploader's own checked route. */
const PROOF_PHOTOS: PhotoStorage = { upload: uploadProofEndpoint, srcOf: proofThumbUrl };

function ApplyForm({ info, edit }: { info: RefundApplyInfo; edit: RefundDetail | null }) {
  const t = useTranslations("refund");
  const router = useRouter();
  const id = useId();
  const maxCount = edit ? Math.max(info.maxCount, edit.refundCount) : info.maxCount;
  const [applyType, setApplyType] = useState<1 | 2>(edit?.applyType ?? (info.canReturn ? 2 : 1));
  const [count, setCount] = useState(edit?.refundCount ?? Math.max(1, maxCount));
  const [amount, setAmount] = useState(String(edit?.refundAmount ?? info.maxAmount.toFixed(2)));
  const [reason, setReason] = useState<string>(edit?.buyerReason ?? "");
  const [desc, setDesc] = useState(edit?.buyerDesc ?? "");
  const photos = usePhotoUpload(
    REFUND_IMGS_MAX,
    {
      add: t("addPhoto"),
      photo: () => t("photo"),
      remove: () => t("removePhoto"),
      uploading: t("uploading"),
      badType: t("photoType"),
      tooLarge: t("photoSize"),
      tooMany: t("photoLimit", { max: REFUND_IMGS_MAX }),
    },
    edit?.imgUrls ?? [],
    PROOF_PHOTOS,
  );
  const { pics, uploading } = photos;
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [requestId] = useState(() => `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const descTooLong = Array.from(desc).length > REFUND_DESC_MAX;
  const reasonMissing = tried && !reason;

  if (maxCount <= 0) return <EmptyState testId="apply-return-nothing-left">{t("nothingLeft")}</EmptyState>;

  const submit = async () => {
    setTried(true);
    if (!reason || descTooLong || busy || uploading > 0) return;
    setBusy(true);
    const fields = {
      applyType,
      refundCount: count,
      refundAmount: amount.trim(),
      buyerReason: reason as never,
      buyerDesc: desc.trim(),
      imgUrls: pics,
    };
    try {
      const r = edit
        ? await callApi(refundEditEndpoint({ refundSn: edit.refundSn, ...fields }))
        : await callApi(
            refundApplyEndpoint({
              orderNumber: info.orderNumber,
              orderItemId: info.item.orderItemId,
              requestId,
              ...fields,
            }),
          );
      toast.success(t("submitted"));
      router.push(returnDetailHref(r.refundSn));
    } catch {
      setBusy(false);
    }
  };

  const row = "grid grid-cols-[110px_1fr] items-start gap-x-3 max-md:grid-cols-1 max-md:gap-y-1.5";
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 text-xs"
      data-testid="apply-return-form"
    >
      <div className="flex gap-3 border border-line bg-[#fafafa] p-3">
        <Thumb src={info.item.pic} size={64} />
        <div className="min-w-0">
          <p className="line-clamp-2 leading-5 text-ink">{info.item.prodName}</p>
          {info.item.skuName ? <p className="text-[11px] text-muted">{info.item.skuName}</p> : null}
          <p className="mt-1 text-subtle">
            <Money value={info.item.price} /> ×{info.item.count}
          </p>
        </div>
      </div>
      <fieldset className={row}>
        <legend className="float-left pt-1 text-subtle">{t("applyType")}</legend>
        <div className="flex gap-5">
          {([2, 1] as const).map((v) => (
            <label key={v} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-type`}
                checked={applyType === v}
                disabled={v === 2 && !info.canReturn}
                onChange={() => setApplyType(v)}
                data-testid={`apply-type-${v}`}
              />
              {t(v === 2 ? "typeReturn" : "typeRefund")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={row}>
        <label htmlFor={`${id}-count`} className="pt-1 text-subtle">
          {t("count")}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={maxCount}
            value={count}
            onChange={(e) => setCount(Math.max(1, Math.min(maxCount, Math.floor(Number(e.target.value) || 1))))}
            className="w-20 border border-line px-2 py-1"
            data-testid="apply-count"
          />
          <span className="text-muted">{t("maxCount", { n: maxCount })}</span>
        </div>
      </div>
      <div className={row}>
        <label htmlFor={`${id}-amount`} className="pt-1 text-subtle">
          <span className="mr-0.5 text-brand" aria-hidden>
            *
          </span>
          {t("amount")}
        </label>
        <div className="flex items-center gap-2">
          <span>¥</span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-required
            className="w-28 border border-line px-2 py-1"
            data-testid="apply-amount"
          />
          <span className="text-muted">{t("maxAmount", { amount: info.maxAmount.toFixed(2) })}</span>
        </div>
      </div>
      <div className={row}>
        <label htmlFor={`${id}-reason`} className="pt-1 text-subtle">
          <span className="mr-0.5 text-brand" aria-hidden>
            *
          </span>
          {t("reason")}
        </label>
        <div>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-required
            aria-invalid={reasonMissing ? true : undefined}
            aria-describedby={reasonMissing ? `${id}-reason-err` : undefined}
            className="w-60 border border-line px-2 py-1"
            data-testid="apply-reason"
          >
            <option value="">{t("chooseReason")}</option>
            {info.reasons.map((r) => (
              <option key={r.key} value={r.key}>
                {r.text}
              </option>
            ))}
          </select>
          {reasonMissing ? (
            <p id={`${id}-reason-err`} role="alert" className="mt-1 text-brand">
              {t("chooseReason")}
            </p>
          ) : null}
        </div>
      </div>
      <div className={row}>
        <label htmlFor={`${id}-desc`} className="pt-1 text-subtle">
          {t("desc")}
        </label>
        <div>
          <textarea
            id={`${id}-desc`}
            value={desc}
            onChange={(e) => setDesc(e.target.value)}
            rows={3}
            aria-invalid={descTooLong ? true : undefined}
            placeholder={t("descPlaceholder")}
            className="w-full max-w-[520px] resize-none border border-line px-3 py-2 leading-5"
            data-testid="apply-desc"
          />
          <p className={descTooLong ? "text-brand" : "text-muted"} role={descTooLong ? "alert" : undefined}>
            {Array.from(desc).length}/{REFUND_DESC_MAX}
          </p>
        </div>
      </div>
      <div className={row}>
        <span className="pt-1 text-subtle">{t("photos", { max: REFUND_IMGS_MAX })}</span>
        <PhotoUpload state={photos} testId="apply-photos" inputTestId="apply-photo-input" />
      </div>
      <div className="pl-[122px]">
        <button
          type="submit"
          disabled={busy || uploading > 0}
          className="btn-brand px-8 disabled:opacity-60"
          data-testid="apply-submit"
        >
          {edit ? t("resubmit") : t("submit")}
        </button>
      </div>
    </form>
  );
}
