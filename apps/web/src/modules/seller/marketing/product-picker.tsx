"use client";

import type { MerchantProduct } from "@souk/contract";
import { Select } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { productPage } from "../api/endpoints";

/**
 * The shop's own products on the shelf, searched by name on the server (the first 50 matches).
 * `onProducts` hears the products behind the chosen ids (the SKU tables of group buys and flash sales).
 */
export function ProductPicker({
  value,
  onChange,
  multiple = false,
  onProduct,
  current,
  disabled = false,
  id,
}: {
  value?: number | number[];
  onChange?(v: number | number[] | undefined): void;
  multiple?: boolean;
  onProduct?(p: MerchantProduct | undefined): void;
  /** The product already chosen (an activity being edited), shown by name while it is not among the matches. */
  current?: { value: number; label: string } | undefined;
  disabled?: boolean;
  id?: string;
}) {
  const t = useTranslations("seller.marketing");
  const { client } = useConsole();
  const [search, setSearch] = useState("");
  const found = useConsoleQuery(`pick:${search}`, (signal) =>
    client.call(productPage({ current: 1, size: 50, status: "1", prodName: search || undefined }), { signal }),
  );
  const records = found.data?.records ?? [];
  const options = records.map((p) => ({ value: p.prodId, label: `${p.prodName} (#${p.prodId})` }));
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);
  return (
    <Select
      id={id}
      mode={multiple ? "multiple" : undefined}
      showSearch={{ filterOption: false, onSearch: (s) => setSearch(s.trim()) }}
      allowClear
      disabled={disabled}
      value={value}
      placeholder={t("pickProducts")}
      loading={found.loading}
      notFoundContent={t("noProducts")}
      onChange={(v: number | number[] | undefined) => {
        onChange?.(v);
        if (!multiple) onProduct?.(records.find((p) => p.prodId === v));
      }}
      options={options}
      data-testid="product-picker"
    />
  );
}
