"use client";

import type { Area } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { inputClass } from "@/components/ui/form-controls";
import { areasAlong } from "../lib/area-chain";
import { useAreaTree } from "../lib/area-tree";

export interface RegionValue {
  provinceId: number;
  cityId: number;
  areaId: number;
}

/**
 * Province → city → district on the real administrative divisions (/area/administrativeDivision).
 * Three labelled selects: choosing a level clears the levels below it. 0 means "not chosen".
 */
export function RegionPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: RegionValue;
  onChange: (v: RegionValue) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("address");
  const id = useId();
  const tree = useAreaTree();
  const provinces = tree.status === "ready" ? tree.tree : [];
  const [province, city] = areasAlong(provinces, [value.provinceId, value.cityId]);
  const cities = province?.areas ?? [];
  const districts = city?.areas ?? [];

  const select = (
    key: keyof RegionValue,
    label: string,
    options: Area[],
    selected: number,
    change: (n: number) => void,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${key}`} className="sr-only">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={selected || ""}
        onChange={(e) => change(Number(e.target.value) || 0)}
        disabled={options.length === 0}
        aria-invalid={invalid && !selected ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        data-testid={`region-${key}`}
      >
        <option value="">{label}</option>
        {options.map((a) => (
          <option key={a.areaId} value={a.areaId}>
            {a.areaName}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="flex gap-2" role="group" aria-label={t("region")} data-testid="region-picker">
      {select("provinceId", t("province"), provinces, value.provinceId, (n) =>
        onChange({ provinceId: n, cityId: 0, areaId: 0 }),
      )}
      {select("cityId", t("city"), cities, value.cityId, (n) => onChange({ ...value, cityId: n, areaId: 0 }))}
      {select("areaId", t("district"), districts, value.areaId, (n) => onChange({ ...value, areaId: n }))}
      {tree.status === "failed" ? (
        <span className="self-center text-xs text-brand">{t("regionsUnavailable")}</span>
      ) : null}
    </div>
  );
}
