"use client";

import { Select } from "antd";
import { useState } from "react";
import { useConsoleQuery } from "@/console/table/use-console-query";

export interface RemoteOption {
  value: number;
  label: string;
}

/**
 * Chooses ids from a searched list (shops, coupons, flash sessions): `load` answers the options
 * for what was typed; the labels of chosen ids are kept, so they read well when the search moves on.
 */
export function RemoteIdSelect({
  value,
  onChange,
  load,
  label,
  multiple,
  max,
  testId,
  queryKey,
}: {
  value: unknown;
  onChange(v: number[] | number | undefined): void;
  load(search: string, signal: AbortSignal): Promise<RemoteOption[]>;
  label: string;
  multiple?: boolean;
  max?: number;
  testId?: string;
  /** Names the list (its cache key). */
  queryKey: string;
}) {
  const [search, setSearch] = useState("");
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const q = useConsoleQuery(`${queryKey}:${search}`, async (signal) => {
    const options = await load(search, signal);
    setKnown((k) => new Map([...k, ...options.map((o): [number, string] => [o.value, o.label])]));
    return options;
  });
  const chosen = multiple
    ? Array.isArray(value)
      ? value.filter((x): x is number => typeof x === "number")
      : []
    : typeof value === "number"
      ? [value]
      : [];
  const options = [
    ...chosen
      .filter((id) => !q.data?.some((o) => o.value === id))
      .map((id) => ({ value: id, label: known.get(id) ?? `#${id}` })),
    ...(q.data ?? []),
  ];
  return (
    <Select<number | number[]>
      mode={multiple ? "multiple" : undefined}
      allowClear
      showSearch={{ filterOption: false, onSearch: (s) => setSearch(s.trim()) }}
      value={multiple ? chosen : chosen[0]}
      maxCount={max}
      loading={q.loading}
      options={options}
      aria-label={label}
      placeholder={label}
      className="!w-full"
      size="small"
      onChange={(v) => onChange(v ?? (multiple ? [] : undefined))}
      data-testid={testId}
    />
  );
}
