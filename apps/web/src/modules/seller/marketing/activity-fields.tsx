"use client";

import { DatePicker, Form, Input, InputNumber, type FormInstance } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useZodRule } from "@/console/forms/zod-rule";
import { defaultWindow, fromMallTime, toWire } from "./mall-time";
import { ProductPicker } from "./product-picker";
import { SkuPrices, skuRowsOf, type SkuPriceRow } from "./sku-prices";

/** The values a flash sale's and a group buy's forms share. */
export interface ActivityForm {
  nameZh: string;
  nameEn: string;
  prodId: number;
  window: [Dayjs, Dayjs];
  maxNum: number;
  skus: SkuPriceRow[];
}

/** The fields of an activity being edited that the form shows as they are. */
interface Stored {
  prodId: number;
  prodName: string;
  startTime: string;
  endTime: string;
  maxNum: number;
}

/** A new activity's shared values, or those of the one being edited (its SKU rows made by the page). */
export function activityInitial(
  editing: (Stored & { nameZh: string; nameEn: string }) | null,
  skus: SkuPriceRow[],
  maxNum: number,
): Partial<ActivityForm> {
  if (!editing) return { maxNum, skus: [], window: defaultWindow() };
  return {
    nameZh: editing.nameZh,
    nameEn: editing.nameEn,
    prodId: editing.prodId,
    window: [fromMallTime(editing.startTime), fromMallTime(editing.endTime)],
    maxNum: editing.maxNum,
    skus,
  };
}

/**
 * The SKU rows taking part, as the form's store holds them: `validateFields` answers only the
 * registered fields of a list's rows (included, price, stock), not the `skuId` each row carries.
 */
export function skuRowsIn(form: Pick<FormInstance, "getFieldValue">): SkuPriceRow[] {
  return ((form.getFieldValue("skus") as SkuPriceRow[] | undefined) ?? []).filter((s) => s.on);
}

/** The shared part of the body: names, product, period and limit. */
export function activityBody(v: ActivityForm) {
  return {
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    prodId: v.prodId,
    startTime: toWire(v.window[0]),
    endTime: toWire(v.window[1]),
    maxNum: v.maxNum,
  };
}

/**
 * The form fields a flash sale and a group buy share: names, product (its SKUs fill the price
 * table), period, the kind's own fields (`children`), limit per buyer, and the per-SKU prices (and
 * flash stock). Editing a running activity, the product and the start stay as they are (the API
 * refuses to change them).
 */
export function ActivityFields({
  shape,
  editing,
  running,
  withStock,
  priceLabel,
  children,
}: {
  shape: { nameZh: z.ZodType; nameEn: z.ZodType; prodId: z.ZodType; maxNum: z.ZodType };
  editing: Stored | null;
  running: boolean;
  withStock: boolean;
  priceLabel: string;
  children?: ReactNode;
}) {
  const t = useTranslations("seller.marketing");
  const rule = useZodRule();
  const form = Form.useFormInstance<ActivityForm>();
  return (
    <>
      <Form.Item name="nameZh" label={t("nameZh")} rules={[rule(shape.nameZh)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="nameEn" label={t("nameEn")} rules={[rule(shape.nameEn)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="prodId"
        label={t("product")}
        rules={[rule(shape.prodId)]}
        extra={running ? t("runningLocked") : undefined}
      >
        <ProductPicker
          disabled={running}
          current={editing ? { value: editing.prodId, label: `${editing.prodName} (#${editing.prodId})` } : undefined}
          onProduct={(p) => form.setFieldValue("skus", skuRowsOf(p))}
        />
      </Form.Item>
      <Form.Item name="window" label={t("window")} rules={[{ required: true, message: t("windowRequired") }]}>
        <DatePicker.RangePicker
          showTime={{ format: "HH:mm" }}
          format="YYYY-MM-DD HH:mm"
          disabled={running ? [true, false] : undefined}
        />
      </Form.Item>
      {children}
      <Form.Item name="maxNum" label={t("maxNum")} rules={[rule(shape.maxNum)]}>
        <InputNumber min={1} max={99} className="!w-48" />
      </Form.Item>
      <SkuPrices withStock={withStock} priceLabel={priceLabel} />
    </>
  );
}
