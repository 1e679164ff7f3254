"use client";

import { seckillBody, type PromotionState, type SeckillView } from "@souk/contract";
import { DatePicker, Form, Input, InputNumber, type TableColumnsType } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { createFlashSale, endFlashSale, flashSalePage } from "./endpoints";
import { defaultWindow, toWire } from "./mall-time";
import { ProductPicker } from "./product-picker";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { SkuPrices, skuRowsOf, toFen, type SkuPriceRow } from "./sku-prices";
import { StateTag } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

interface FlashForm {
  nameZh: string;
  nameEn: string;
  prodId: number;
  window: [Dayjs, Dayjs];
  maxNum: number;
  skus: SkuPriceRow[];
}

const f = seckillBody.shape;
/** Sold out is still running for the filter (the server's state filter reads the window only). */
const STATE: Record<1 | 2 | 3 | 4, PromotionState> = { 1: "upcoming", 2: "running", 3: "ended", 4: "running" };

/** /seller/marketing/flash-sales: the shop's flash sales (units sold), create, end. */
export function FlashSalesPage() {
  const t = useTranslations("seller.marketing");
  const tf = useTranslations("seller.marketing.flashSale");
  const columns: TableColumnsType<SeckillView> = [
    { title: t("name"), dataIndex: "seckillName" },
    { title: t("product"), dataIndex: "prodName" },
    { title: tf("price"), render: (_, s) => `¥${s.seckillPrice.toFixed(2)} / ¥${s.price.toFixed(2)}` },
    { title: tf("sold"), render: (_, s) => `${s.soldStocks} / ${s.totalStocks}` },
    { title: t("window"), render: (_, s) => `${s.startTime.slice(0, 16)} – ${s.endTime.slice(0, 16)}` },
    { title: t("state"), render: (_, s) => <StateTag state={STATE[s.state]} /> },
  ];
  return (
    <PromotionList<SeckillView>
      kind="flash-sales"
      title={tf("title")}
      rowKey="seckillId"
      load={flashSalePage}
      columns={columns}
      end={(s) => endFlashSale(s.seckillId)}
      endable={(s) => s.state !== 3}
      form={(p) => <FlashSaleDrawer {...p} />}
    />
  );
}

function FlashSaleDrawer({ open, onClose }: { open: boolean; onClose(saved: boolean): void }) {
  const t = useTranslations("seller.marketing");
  const tf = useTranslations("seller.marketing.flashSale");
  const rule = useZodRule();
  const [form] = Form.useForm<FlashForm>();
  useEffect(() => {
    if (open) form.setFieldsValue({ maxNum: 2, skus: [], window: defaultWindow() });
  }, [open, form]);
  const saver = usePromotionSave({
    form,
    schema: seckillBody,
    toBody: (v: FlashForm) => ({
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      prodId: v.prodId,
      startTime: toWire(v.window[0]),
      endTime: toWire(v.window[1]),
      maxNum: v.maxNum,
      skus: (v.skus ?? [])
        .filter((s) => s.on)
        .map((s) => ({ skuId: s.skuId, seckillPrice: toFen(s.promoPrice), stock: s.stock ?? 0 })),
    }),
    send: createFlashSale,
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={tf("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="flash-sale-form">
        <Form.Item name="nameZh" label={t("nameZh")} rules={[rule(f.nameZh)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="nameEn" label={t("nameEn")} rules={[rule(f.nameEn)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="prodId" label={t("product")} rules={[rule(f.prodId)]}>
          <ProductPicker onProduct={(p) => form.setFieldValue("skus", skuRowsOf(p))} />
        </Form.Item>
        <Form.Item name="window" label={t("window")} rules={[{ required: true, message: t("windowRequired") }]}>
          <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="maxNum" label={t("maxNum")} rules={[rule(f.maxNum)]}>
          <InputNumber min={1} max={99} className="!w-48" />
        </Form.Item>
        <SkuPrices withStock priceLabel={tf("price")} />
      </Form>
    </PromotionDrawer>
  );
}
