"use client";

import { Input } from "antd";
import { useTranslations } from "next-intl";
import type { Bi } from "./block-catalogue";

/** A text in Chinese and English, side by side (the storefront shows the buyer's language). */
export function BiInput({
  value,
  onChange,
  label,
  max,
  testId,
}: {
  value: unknown;
  onChange(v: Bi): void;
  label: string;
  /** Lengths in characters: Chinese, English. */
  max: [number, number];
  testId?: string;
}) {
  const t = useTranslations("decorationEditor");
  const v: Bi =
    value && typeof value === "object"
      ? { zh: String((value as Bi).zh ?? ""), en: String((value as Bi).en ?? "") }
      : { zh: typeof value === "string" ? value : "", en: typeof value === "string" ? value : "" };
  return (
    <div className="grid grid-cols-2 gap-2">
      <Input
        size="small"
        value={v.zh}
        maxLength={max[0]}
        prefix={<span className="text-gray-400">中</span>}
        aria-label={`${label} (${t("zh")})`}
        onChange={(e) => onChange({ ...v, zh: e.target.value })}
        data-testid={testId ? `${testId}-zh` : undefined}
      />
      <Input
        size="small"
        value={v.en}
        maxLength={max[1]}
        prefix={<span className="text-gray-400">EN</span>}
        aria-label={`${label} (${t("en")})`}
        onChange={(e) => onChange({ ...v, en: e.target.value })}
        data-testid={testId ? `${testId}-en` : undefined}
      />
    </div>
  );
}
