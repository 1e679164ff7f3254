"use client";

import { seckillBody, type MerchantSeckillView, type PromotionState } from "@souk/contract";
import { Form, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ActivityFields, activityBody, activityInitial, skuRowsIn, type ActivityForm } from "./activity-fields";
import { createFlashSale, endFlashSale, flashSalePage, updateFlashSale } from "./endpoints";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { toFen, type SkuPriceRow } from "./sku-prices";
import { StateTag } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

/** Sold out is still running for the filter (the server's state filter reads the window only). */
const STATE: Record<1 | 2 | 3 | 4, PromotionState> = { 1: "upcoming", 2: "running", 3: "ended", 4: "running" };

/** The SKU rows of a flash sale being edited: its flash SKUs with their price, flash stock and units taken. */
const rowsOf = (s: MerchantSeckillView): SkuPriceRow[] =>
  s.skus.map((k) => ({
    skuId: k.skuId,
    label: k.skuName || `#${k.skuId}`,
    price: toFen(k.price),
    on: true,
    promoPrice: k.seckillPrice,
    stock: k.flashStock,
    sold: k.sold,
  }));

/** /seller/marketing/flash-sales: the shop's flash sales (units sold), create, edit, end. */
export function FlashSalesPage() {
  const t = useTranslations("seller.marketing");
  const tf = useTranslations("seller.marketing.flashSale");
  const columns: TableColumnsType<MerchantSeckillView> = [
    { title: t("name"), dataIndex: "seckillName" },
    { title: t("product"), dataIndex: "prodName" },
    { title: tf("price"), render: (_, s) => `¥${s.seckillPrice.toFixed(2)} / ¥${s.price.toFixed(2)}` },
    { title: tf("sold"), render: (_, s) => `${s.soldStocks} / ${s.totalStocks}` },
    { title: t("window"), render: (_, s) => `${s.startTime.slice(0, 16)} – ${s.endTime.slice(0, 16)}` },
    { title: t("state"), render: (_, s) => <StateTag state={STATE[s.state]} /> },
  ];
  return (
    <PromotionList<MerchantSeckillView>
      kind="flash-sales"
      title={tf("title")}
      rowKey="seckillId"
      load={flashSalePage}
      columns={columns}
      end={(s) => endFlashSale(s.seckillId)}
      endable={(s) => s.state !== 3}
      editable={(s) => s.state !== 3}
      form={(p) => <FlashSaleDrawer {...p} />}
    />
  );
}

function FlashSaleDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MerchantSeckillView | null;
  onClose(saved: boolean): void;
}) {
  const tf = useTranslations("seller.marketing.flashSale");
  const [form] = Form.useForm<ActivityForm>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        activityInitial(
          editing && { ...editing, nameZh: editing.seckillNameZh, nameEn: editing.seckillNameEn },
          editing ? rowsOf(editing) : [],
          2,
        ),
      );
  }, [open, editing, form]);
  const saver = usePromotionSave({
    form,
    schema: seckillBody,
    toBody: (v: ActivityForm) => ({
      ...activityBody(v),
      skus: skuRowsIn(form).map((s) => ({ skuId: s.skuId, seckillPrice: toFen(s.promoPrice), stock: s.stock ?? 0 })),
    }),
    send: (body) => (editing ? updateFlashSale(editing.seckillId, body) : createFlashSale(body)),
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={editing ? tf("editTitle") : tf("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="flash-sale-form">
        <ActivityFields
          shape={seckillBody.shape}
          editing={editing}
          running={editing !== null && editing.state !== 1}
          withStock
          priceLabel={tf("price")}
        />
      </Form>
    </PromotionDrawer>
  );
}
