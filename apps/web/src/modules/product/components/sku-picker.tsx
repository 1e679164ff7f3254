"use client";

import clsx from "clsx";
import { Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { valueState, type MatrixSku, type SalesAttr, type Selection } from "../lib/sku-matrix";

/**
 * The SKU selector (sold-out and missing combinations disabled) and the quantity bounded by stock:
 * inline in the desktop purchase box, and in the phone's bottom sheet (`sheet`: 44 px targets).
 * The state is the purchase box's, so both show the same choice.
 */
export function SkuPicker({
  attrs,
  skus,
  selection,
  onChoose,
  qty,
  onQuantity,
  stock,
  max,
  sheet = false,
}: {
  attrs: SalesAttr[];
  skus: MatrixSku[];
  selection: Selection;
  onChoose: (attr: number, value: string) => void;
  qty: number;
  onQuantity: (n: number) => void;
  stock: number;
  max: number;
  sheet?: boolean;
}) {
  const t = useTranslations("detail");
  const qtyLabel = useId();
  return (
    <>
      {attrs.map((a, i) => (
        <fieldset key={a.name} className={sheet ? "block" : "flex items-start gap-3"}>
          <legend
            className={
              sheet ? "mb-2 text-sm font-semibold text-ink" : "float-left w-16 shrink-0 pt-1.5 text-xs text-muted"
            }
          >
            {a.name}
          </legend>
          <div className={sheet ? "flex flex-wrap gap-2" : "flex flex-1 flex-wrap gap-2"}>
            {a.values.map((v) => {
              const state = valueState(attrs, skus, selection, i, v);
              const off = state === "soldOut" || state === "missing";
              return (
                <button
                  key={v}
                  type="button"
                  onClick={() => onChoose(i, v)}
                  disabled={off}
                  aria-pressed={state === "selected"}
                  title={state === "soldOut" ? t("valueSoldOut") : state === "missing" ? t("valueMissing") : undefined}
                  className={clsx(
                    "border py-1",
                    sheet ? "min-h-11 rounded-sm px-4 text-sm" : "min-h-8 px-3 text-xs",
                    state === "selected" && "border-brand text-brand",
                    state === "available" && "border-line bg-white text-ink hover:border-brand",
                    off && "cursor-not-allowed border-dashed border-line bg-[#fafafa] text-line-strong line-through",
                  )}
                  data-testid="sku-value"
                  data-state={state}
                >
                  {v}
                  {state === "soldOut" ? <span className="sr-only">（{t("valueSoldOut")}）</span> : null}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}

      <div className="flex items-center gap-3">
        <span
          className={sheet ? "flex-1 text-sm font-semibold text-ink" : "w-16 shrink-0 text-xs text-muted"}
          id={qtyLabel}
        >
          {t("quantity")}
        </span>
        <div
          className={clsx("flex border border-line", sheet ? "h-11" : "h-8")}
          role="group"
          aria-labelledby={qtyLabel}
        >
          <button
            type="button"
            onClick={() => onQuantity(Math.max(1, qty - 1))}
            disabled={qty <= 1}
            aria-label={t("decrease")}
            className={clsx(
              "flex items-center justify-center bg-[#f7f7f7] disabled:text-line-strong",
              sheet ? "w-11" : "w-8",
            )}
          >
            <Minus size={12} aria-hidden />
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={stock > 0 ? 1 : 0}
            max={max}
            value={qty}
            onChange={(e) => onQuantity(Number(e.target.value))}
            aria-label={t("quantity")}
            className="w-12 border-x border-line text-center text-sm outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            data-testid="quantity-input"
          />
          <button
            type="button"
            onClick={() => onQuantity(qty + 1)}
            disabled={qty >= max}
            aria-label={t("increase")}
            className={clsx(
              "flex items-center justify-center bg-[#f7f7f7] disabled:text-line-strong",
              sheet ? "w-11" : "w-8",
            )}
          >
            <Plus size={12} aria-hidden />
          </button>
        </div>
        <span className="text-xs text-muted" data-testid="stock">
          {stock > 0 ? t("stock", { count: stock }) : t("outOfStock")}
        </span>
      </div>
    </>
  );
}
