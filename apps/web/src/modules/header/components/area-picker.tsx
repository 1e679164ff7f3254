"use client";

import { AREA_STORAGE_KEY, type Area } from "@souk/contract";
import clsx from "clsx";
import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { callApi } from "@/lib/api/browser-client";
import { areaTreeEndpoint, provinceByIpEndpoint } from "@/lib/api/endpoints/area";
import { useLocalStorageValue } from "@/lib/hooks/use-local-storage";

type TreeState = { status: "loading" } | { status: "ready"; provinces: Area[] } | { status: "failed" };

/**
 * Delivery-region picker (provinces). The choice is kept in local storage `areaId`, which the
 * product list sends along; until the buyer chooses, the province guessed from the IP is used.
 */
export function AreaPicker() {
  const t = useTranslations("topBar");
  const [stored, setStored] = useLocalStorageValue(AREA_STORAGE_KEY);
  const [tree, setTree] = useState<TreeState>({ status: "loading" });
  const [open, setOpen] = useState(false);
  const areaId = stored === null ? null : Number(stored);

  useEffect(() => {
    const ctrl = new AbortController();
    callApi(areaTreeEndpoint(), { silent: true, suppressLogin: true, signal: ctrl.signal }).then(
      (areas) => setTree({ status: "ready", provinces: areas.filter((a) => a.areaEnable !== 0) }),
      () => setTree({ status: "failed" }),
    );
    return () => ctrl.abort();
  }, []);

  useEffect(() => {
    if (stored !== null) return;
    callApi(provinceByIpEndpoint(), { silent: true, suppressLogin: true }).then(
      (r) => {
        if (r?.areaId != null) setStored(String(r.areaId));
      },
      () => {},
    );
  }, [stored, setStored]);

  const provinces = tree.status === "ready" ? tree.provinces : [];
  const current = provinces.find((p) => p.areaId === areaId)?.areaName ?? t("areaUnknown");

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
        <p className="mb-2 font-semibold">{t("areaDialogTitle")}</p>
        {tree.status === "loading" ? <p className="text-muted">{t("areaLoading")}</p> : null}
        {tree.status === "failed" ? <p className="text-muted">{t("areaUnavailable")}</p> : null}
        <ul className="grid grid-cols-4 gap-1">
          {provinces.map((p) => (
            <li key={p.areaId}>
              <button
                type="button"
                aria-pressed={p.areaId === areaId}
                className={clsx(
                  "w-full truncate rounded-sm px-1 py-1 text-left hover:bg-brand/10 hover:text-brand",
                  p.areaId === areaId && "bg-brand text-white hover:bg-brand hover:text-white",
                )}
                onClick={() => {
                  setStored(String(p.areaId));
                  setOpen(false);
                }}
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
