"use client";

import type { ConfirmOrderView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { pointsInputError } from "@/modules/points";

/**
 * Points at checkout (mall4cloud isScorePay): the buyer's points, the most this order takes, and a
 * field for how many to use — multiples of 10, checked here and again by the server, which answers
 * what the order really uses and its value.
 */
export function PointsControl({ view, onUse }: { view: ConfirmOrderView; onUse: (points: number) => void }) {
  const t = useTranslations("checkout");
  const id = useId();
  const [draft, setDraft] = useState(view.usedPoints > 0 ? String(view.usedPoints) : "");
  const max = Math.min(view.maxUsablePoints, view.userPoints);
  const error = pointsInputError(draft, max);
  const apply = () => {
    if (error) return;
    onUse(draft.trim() === "" ? 0 : Number(draft));
  };
  return (
    <section className="bg-white px-5 py-4 text-xs" aria-labelledby={`${id}-title`} data-testid="checkout-points">
      <h2 id={`${id}-title`} className="mb-2 text-sm font-semibold text-ink">
        {t("pointsTitle")}
      </h2>
      <p className="mb-2 text-subtle" data-testid="checkout-points-hint">
        {t("pointsHint", { held: view.userPoints, max, rate: view.pointsPerYuan })}
      </p>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-subtle">
          {t("pointsUse")}
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") apply();
          }}
          disabled={max < 10 && view.usedPoints === 0}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-7 w-28 border border-line-strong px-2 focus:border-brand focus:outline-none disabled:bg-page"
          data-testid="checkout-points-input"
        />
        <button
          type="button"
          onClick={apply}
          disabled={error !== null || (max < 10 && view.usedPoints === 0)}
          className="h-7 border border-brand px-3 text-brand hover:bg-brand hover:text-white disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
          data-testid="checkout-points-apply"
        >
          {t("pointsApply")}
        </button>
        <button
          type="button"
          onClick={() => setDraft(String(max))}
          disabled={max < 10}
          className="text-brand hover:underline disabled:text-muted disabled:no-underline"
          data-testid="checkout-points-max"
        >
          {t("pointsMax")}
        </button>
        {view.usedPoints > 0 ? (
          <span className="text-brand" data-testid="checkout-points-used">
            {t("pointsUsed", { points: view.usedPoints, amount: view.pointsReduce.toFixed(2) })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-brand" data-testid="checkout-points-error">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}
