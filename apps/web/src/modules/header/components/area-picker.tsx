"use client";

import { AREA_STORAGE_KEY, MAX_COMMON_REGIONS, type CommonRegion } from "@souk/contract";
import clsx from "clsx";
import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { storedAreaId } from "@/lib/area/stored-area";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { callApi } from "@/lib/api/browser-client";
import { commonRegionsEndpoint, provinceByIpEndpoint, saveUserAreaEndpoint } from "@/lib/api/endpoints/area";
import { ERROR_TOAST_MS } from "@/lib/api/error-policy";
import { useLocalStorageValue } from "@/lib/hooks/use-local-storage";
import { areaChain, findArea } from "@/modules/address";
import { useAreaTree } from "@/modules/address";
import { useAccount } from "@/lib/session/account-context";

const QUIET = { silent: true, suppressLogin: true } as const;

/**
 * Delivery-region picker. The choice is kept in local storage `areaId` (which the product list
 * sends along); until the buyer chooses, the province guessed from the IP is used. Logged-in
 * buyers also see their common regions (`/p/area/commonRegions`, at most 4) and every choice
 * is saved with `/p/area/saveUserIpArea` (a refusal shows 'area operation error'). A visitor's
 * choice is saved when they log in (modules/auth/lib/complete-login.ts).
 */
export function AreaPicker() {
  const t = useTranslations("topBar");
  const ta = useTranslations("auth");
  const tAddr = useTranslations("address");
  const { loggedIn } = useAccount();
  const [stored, setStored] = useLocalStorageValue(AREA_STORAGE_KEY);
  const tree = useAreaTree();
  const [open, setOpen] = useState(false);
  const [common, setCommon] = useState<CommonRegion[]>([]);
  const areaId = stored === null ? null : Number(stored);

  useEffect(() => {
    // The hydration render sees the server's snapshot (nothing stored): ask local storage itself,
    // so a buyer's chosen area is never replaced by the guess (before or after it answers).
    if (stored !== null || storedAreaId() !== null) return;
    callApi(provinceByIpEndpoint(), QUIET).then(
      (r) => {
        if (r?.areaId != null && storedAreaId() === null) setStored(String(r.areaId));
      },
      () => {},
    );
  }, [stored, setStored]);

  // Common regions are fetched when the logged-in buyer opens the picker (they change with each choice).
  useEffect(() => {
    if (!open || !loggedIn) return;
    const ctrl = new AbortController();
    callApi(commonRegionsEndpoint(), { ...QUIET, signal: ctrl.signal }).then(
      (list) => setCommon(list.slice(0, MAX_COMMON_REGIONS)),
      () => {},
    );
    return () => ctrl.abort();
  }, [open, loggedIn]);

  const provinces = tree.status === "ready" ? tree.tree : [];
  const chosen = tree.status === "ready" ? findArea(provinces, areaId) : null;
  const current = chosen?.areaName ?? t("areaUnknown");
  const chosenProvince = areaChain(areaId)[0];

  const choose = (id: number) => {
    setStored(String(id));
    setOpen(false);
    if (!loggedIn) return;
    callApi(saveUserAreaEndpoint(areaChain(id)), QUIET).catch(() =>
      toast.error(ta("areaError"), { duration: ERROR_TOAST_MS }),
    );
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="flex items-center gap-0.5 hover:text-brand" data-testid="area-picker">
        <MapPin size={13} className="text-brand" aria-hidden />
        <span>
          {t("deliverTo")}: {current}
        </span>
        <span className="sr-only">{t("areaDialogTitle")}</span>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[360px]">
        {loggedIn && common.length > 0 ? (
          <div className="mb-3 border-b border-line pb-3" data-testid="area-common">
            <p className="mb-2 font-semibold">{tAddr("commonRegions")}</p>
            <ul className="flex flex-wrap gap-1">
              {common.map((r) => (
                <li key={r.areaId}>
                  <button
                    type="button"
                    aria-pressed={r.areaId === areaId}
                    className={clsx(
                      "rounded-sm border px-2 py-1 hover:border-brand hover:text-brand",
                      r.areaId === areaId ? "border-brand text-brand" : "border-line",
                    )}
                    onClick={() => choose(r.areaId)}
                  >
                    {r.areaName}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mb-2 font-semibold">{t("areaDialogTitle")}</p>
        {tree.status === "loading" ? <p className="text-muted">{t("areaLoading")}</p> : null}
        {tree.status === "failed" ? <p className="text-muted">{t("areaUnavailable")}</p> : null}
        <ul className="grid grid-cols-4 gap-1">
          {provinces.map((p) => (
            <li key={p.areaId}>
              <button
                type="button"
                aria-pressed={p.areaId === chosenProvince}
                className={clsx(
                  "w-full truncate rounded-sm px-1 py-1 text-left hover:bg-brand/10 hover:text-brand",
                  p.areaId === chosenProvince && "bg-brand text-white hover:bg-brand hover:text-white",
                )}
                onClick={() => choose(p.areaId)}
              >
                {p.areaName}
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
