"use client";

import { AREA_STORAGE_KEY, type ProdFreightView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Money } from "@/components/ui/money";
import { callApi } from "@/lib/api/browser-client";
import { prodFreightEndpoint } from "@/lib/api/endpoints/product";
import { useLocalStorageValue } from "@/lib/hooks/use-local-storage";

/**
 * "Deliver to X: ¥freight / free shipping / not deliverable" for the area the buyer chose in the top
 * bar (local storage `areaId`, spec part 3; ADR 0042). Follows a new choice at once; shows nothing
 * until an area is known (the top bar guesses one from the IP).
 */
export function DeliverTo({ prodId }: { prodId: number }) {
  const t = useTranslations("detail");
  const [stored] = useLocalStorageValue(AREA_STORAGE_KEY);
  const [view, setView] = useState<ProdFreightView | null>(null);
  const areaId = stored !== null && /^\d{1,6}$/.test(stored) ? Number(stored) : null;

  useEffect(() => {
    if (areaId === null) return;
    const ctrl = new AbortController();
    callApi(prodFreightEndpoint(prodId, areaId), { silent: true, signal: ctrl.signal }).then(setView, () => {});
    return () => ctrl.abort();
  }, [prodId, areaId]);

  if (view === null || view.areaId !== areaId) return null;
  return (
    <div className="mt-2 flex items-center gap-3 text-xs" data-testid="deliver-to" data-deliverable={view.deliverable}>
      <span className="w-16 shrink-0 text-muted">{t("deliver32.label")}</span>
      <span className="text-ink">{view.areaName}</span>
      {!view.deliverable ? (
        <span className="font-semibold text-brand" data-testid="deliver-to-status">
          {t("deliver32.notDeliverable")}
        </span>
      ) : view.freight > 0 ? (
        <span className="text-ink" data-testid="deliver-to-status">
          {t("deliver32.freight")} <Money value={view.freight} />
          {view.freeOver !== null ? (
            <span className="ml-2 text-muted">{t("deliver32.freeOver", { amount: view.freeOver.toFixed(2) })}</span>
          ) : null}
        </span>
      ) : (
        <span className="text-brand" data-testid="deliver-to-status">
          {t("deliver32.free")}
        </span>
      )}
    </div>
  );
}
