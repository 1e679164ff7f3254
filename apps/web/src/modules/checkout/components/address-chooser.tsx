"use client";

import { MAX_ADDRESSES, type Address } from "@souk/contract";
import clsx from "clsx";
import { Check, MapPin, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AddressFormDialog } from "@/modules/address";

/**
 * The delivery address of /submit-order: the buyer's addresses as cards (default first), one
 * chosen; "add" opens the accounts module's form (with its region picker) inline, and the new
 * address is chosen once saved.
 */
export function AddressChooser({
  addresses,
  chosen,
  onChoose,
  onAdded,
  error,
}: {
  addresses: Address[] | null;
  chosen: number;
  onChoose: (addrId: number) => void;
  /** Reload the list; resolves with the fresh list. */
  onAdded: () => Promise<Address[]>;
  error: boolean;
}) {
  const t = useTranslations("checkout");
  const [adding, setAdding] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const list = addresses ?? [];
  const shown = expanded ? list : list.slice(0, 4);
  const canAdd = list.length < MAX_ADDRESSES;

  const saved = async () => {
    const before = new Set(list.map((a) => a.addrId));
    setAdding(false);
    const fresh = await onAdded();
    const added = fresh.find((a) => !before.has(a.addrId));
    if (added) onChoose(added.addrId);
  };

  return (
    <section className="bg-white px-5 py-4" aria-labelledby="checkout-address-title" data-testid="checkout-address">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="checkout-address-title" className="text-sm font-semibold text-ink">
          {t("address")}
        </h2>
        {canAdd ? (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="flex items-center gap-1 text-xs text-brand hover:underline"
            data-testid="checkout-address-add"
          >
            <Plus size={13} aria-hidden />
            {t("addAddress")}
          </button>
        ) : null}
      </div>
      {addresses !== null && list.length === 0 ? (
        <div
          className={clsx(
            "flex items-center gap-3 border border-dashed px-4 py-5 text-xs",
            error ? "border-brand" : "border-line-strong",
          )}
        >
          <span className="text-subtle">{t("noAddress")}</span>
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="text-brand hover:underline"
            data-testid="checkout-address-add-empty"
          >
            {t("addAddressNow")}
          </button>
        </div>
      ) : null}
      <div role="radiogroup" aria-label={t("address")} className="grid grid-cols-4 gap-3 max-md:grid-cols-1">
        {shown.map((a) => {
          const on = a.addrId === chosen;
          return (
            <button
              key={a.addrId}
              type="button"
              role="radio"
              aria-checked={on}
              onClick={() => onChoose(a.addrId)}
              className={clsx(
                "relative h-[96px] border-2 px-3 py-2 text-left text-xs",
                on ? "border-brand" : "border-line hover:border-line-strong",
              )}
              data-testid="checkout-address-card"
              data-addr-id={a.addrId}
            >
              <span className="flex items-center gap-1.5 border-b border-line pb-1.5">
                <MapPin size={12} className="text-brand" aria-hidden />
                <span className="truncate font-semibold text-ink">{a.receiver}</span>
                <span className="text-subtle">{a.mobile}</span>
                {a.isDefault === 1 ? (
                  <span className="ml-auto shrink-0 rounded-sm bg-brand px-1 text-[11px] leading-4 text-white">
                    {t("defaultAddress")}
                  </span>
                ) : null}
              </span>
              <span className="mt-1.5 line-clamp-2 leading-4 text-subtle">
                {a.province} {a.city} {a.area} {a.addr}
              </span>
              {on ? (
                <span
                  className="absolute bottom-0 right-0 flex size-4 items-center justify-center bg-brand text-white"
                  aria-hidden
                >
                  <Check size={11} />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {list.length > 4 ? (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 text-xs text-subtle hover:text-brand"
          aria-expanded={expanded}
        >
          {expanded ? t("fewerAddresses") : t("moreAddresses", { count: list.length - 4 })}
        </button>
      ) : null}
      {adding ? (
        <AddressFormDialog address={null} onClose={() => setAdding(false)} onSaved={() => void saved()} />
      ) : null}
    </section>
  );
}
