"use client";

import { Button, Input, Select, Space } from "antd";
import { useTranslations } from "next-intl";
import { MAX_SPEC_DIMENSIONS, type SpecDimension } from "./sku-matrix";

/** Up to three spec dimensions (name zh/en and values); every change regenerates the SKU table. */
export function SpecEditor({ value, onChange }: { value: SpecDimension[]; onChange(next: SpecDimension[]): void }) {
  const t = useTranslations("seller.productForm");
  const set = (i: number, patch: Partial<SpecDimension>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <div className="flex flex-col gap-3" data-testid="spec-editor">
      {value.map((d, i) => (
        <Space key={i} align="start" wrap>
          <Input
            aria-label={t("specName", { n: i + 1 })}
            placeholder={t("specName", { n: i + 1 })}
            value={d.name}
            onChange={(e) => set(i, { name: e.target.value })}
            style={{ width: 140 }}
          />
          <Input
            aria-label={t("specNameEn", { n: i + 1 })}
            placeholder={t("specNameEn", { n: i + 1 })}
            value={d.nameEn}
            onChange={(e) => set(i, { nameEn: e.target.value })}
            style={{ width: 140 }}
          />
          <Select
            mode="tags"
            aria-label={t("specValues", { n: i + 1 })}
            placeholder={t("specValuesHint")}
            value={d.values}
            onChange={(values: string[]) => set(i, { values: values.map((v) => v.trim()).filter(Boolean) })}
            open={false}
            tokenSeparators={[",", "，"]}
            suffixIcon={null}
            style={{ width: 360 }}
            data-testid={`spec-values-${i}`}
          />
          <Button onClick={() => onChange(value.filter((_, j) => j !== i))}>{t("removeSpec")}</Button>
        </Space>
      ))}
      {value.length < MAX_SPEC_DIMENSIONS ? (
        <Button className="self-start" onClick={() => onChange([...value, { name: "", values: [] }])}>
          {t("addSpec")}
        </Button>
      ) : null}
    </div>
  );
}
