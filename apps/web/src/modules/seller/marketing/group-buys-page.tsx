"use client";

import { groupActivityBody, type GroupActivityView, type PromotionState } from "@souk/contract";
import { DatePicker, Form, Input, InputNumber, type TableColumnsType } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { createGroupBuy, endGroupBuy, groupBuyPage } from "./endpoints";
import { defaultWindow, toWire } from "./mall-time";
import { ProductPicker } from "./product-picker";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { SkuPrices, skuRowsOf, toFen, type SkuPriceRow } from "./sku-prices";
import { StateTag } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

interface GroupForm {
  nameZh: string;
  nameEn: string;
  prodId: number;
  window: [Dayjs, Dayjs];
  groupNumber: number;
  groupValidMinutes: number;
  maxNum: number;
  skus: SkuPriceRow[];
}

const f = groupActivityBody.shape;
const STATE: Record<1 | 2 | 3, PromotionState> = { 1: "upcoming", 2: "running", 3: "ended" };

/** /seller/marketing/group-buys: the shop's group buys (open groups), create, end. */
export function GroupBuysPage() {
  const t = useTranslations("seller.marketing");
  const tg = useTranslations("seller.marketing.groupBuy");
  const columns: TableColumnsType<GroupActivityView> = [
    { title: t("name"), dataIndex: "activityName" },
    { title: t("product"), dataIndex: "prodName" },
    { title: tg("price"), render: (_, g) => `¥${g.groupPrice.toFixed(2)} / ¥${g.price.toFixed(2)}` },
    { title: tg("size"), dataIndex: "groupNumber" },
    { title: tg("openGroups"), dataIndex: "openGroups" },
    { title: t("window"), render: (_, g) => `${g.startTime.slice(0, 16)} – ${g.endTime.slice(0, 16)}` },
    { title: t("state"), render: (_, g) => <StateTag state={STATE[g.activityStatus]} /> },
  ];
  return (
    <PromotionList<GroupActivityView>
      kind="group-buys"
      title={tg("title")}
      rowKey="groupActivityId"
      load={groupBuyPage}
      columns={columns}
      end={(g) => endGroupBuy(g.groupActivityId)}
      endable={(g) => g.activityStatus !== 3}
      form={(p) => <GroupBuyDrawer {...p} />}
    />
  );
}

function GroupBuyDrawer({ open, onClose }: { open: boolean; onClose(saved: boolean): void }) {
  const t = useTranslations("seller.marketing");
  const tg = useTranslations("seller.marketing.groupBuy");
  const rule = useZodRule();
  const [form] = Form.useForm<GroupForm>();
  useEffect(() => {
    if (open)
      form.setFieldsValue({ groupNumber: 2, groupValidMinutes: 1440, maxNum: 5, skus: [], window: defaultWindow() });
  }, [open, form]);
  const saver = usePromotionSave({
    form,
    schema: groupActivityBody,
    toBody: (v: GroupForm) => ({
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      prodId: v.prodId,
      startTime: toWire(v.window[0]),
      endTime: toWire(v.window[1]),
      groupNumber: v.groupNumber,
      groupValidMinutes: v.groupValidMinutes,
      maxNum: v.maxNum,
      skus: (v.skus ?? []).filter((s) => s.on).map((s) => ({ skuId: s.skuId, groupPrice: toFen(s.promoPrice) })),
    }),
    send: createGroupBuy,
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={tg("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="group-buy-form">
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
        <Form.Item name="groupNumber" label={tg("size")} rules={[rule(f.groupNumber)]}>
          <InputNumber min={2} max={50} className="!w-48" />
        </Form.Item>
        <Form.Item name="groupValidMinutes" label={tg("waitMinutes")} rules={[rule(f.groupValidMinutes)]}>
          <InputNumber min={1} max={10080} className="!w-48" />
        </Form.Item>
        <Form.Item name="maxNum" label={t("maxNum")} rules={[rule(f.maxNum)]}>
          <InputNumber min={1} max={99} className="!w-48" />
        </Form.Item>
        <SkuPrices withStock={false} priceLabel={tg("price")} />
      </Form>
    </PromotionDrawer>
  );
}
