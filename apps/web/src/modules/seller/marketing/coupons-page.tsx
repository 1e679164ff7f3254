"use client";

import { couponBody, type MerchantCouponView } from "@souk/contract";
import { Form, Input, InputNumber, DatePicker, Radio, Tag, type TableColumnsType } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { couponPage, createCoupon, endCoupon, updateCoupon } from "./endpoints";
import { defaultWindow, fromMallTime, toWire } from "./mall-time";
import { ProductPicker } from "./product-picker";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { StateTag, couponState } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

interface CouponForm {
  couponNameZh: string;
  couponNameEn: string;
  couponType: 1 | 2;
  cashCondition: number;
  reduceAmount: number;
  couponDiscount: number;
  maxReduce: number;
  validTimeType: 1 | 2;
  validDays: number;
  window: [Dayjs, Dayjs];
  totalStock: number;
  limitNum: number;
  suitableProdType: 0 | 1;
  prodIds: number[];
}

const f = couponBody.shape;

/** /seller/marketing/coupons: the shop's coupons (collected and used counts), create, edit, end. */
export function CouponsPage() {
  const t = useTranslations("seller.marketing");
  const tc = useTranslations("seller.marketing.coupon");
  const columns: TableColumnsType<MerchantCouponView> = [
    { title: t("name"), render: (_, c) => c.couponName },
    {
      title: tc("rule"),
      render: (_, c) =>
        c.couponType === 1
          ? c.cashCondition > 0
            ? tc("cashOff", { condition: c.cashCondition, amount: c.reduceAmount })
            : tc("cashOffNoMin", { amount: c.reduceAmount })
          : tc("percentOff", { rate: c.couponDiscount / 10 }),
    },
    { title: t("window"), render: (_, c) => `${c.startTime.slice(0, 16)} – ${c.endTime.slice(0, 16)}` },
    { title: tc("stock"), render: (_, c) => `${c.stocks} / ${c.totalStock}` },
    { title: tc("collectedUsed"), render: (_, c) => `${c.receivedCount} / ${c.usedCount}` },
    { title: t("state"), render: (_, c) => <StateTag state={couponState(c)} /> },
    {
      title: tc("products"),
      render: (_, c) => (c.suitableProdType === 0 ? <Tag>{tc("allProducts")}</Tag> : c.prodIds.length),
    },
  ];
  return (
    <PromotionList<MerchantCouponView>
      kind="coupons"
      title={tc("title")}
      rowKey="couponId"
      load={couponPage}
      columns={columns}
      end={(c) => endCoupon(c.couponId)}
      endable={(c) => couponState(c) !== "ended"}
      editable={(c) => couponState(c) !== "ended"}
      form={(p) => <CouponDrawer {...p} />}
    />
  );
}

function initial(c: MerchantCouponView | null): Partial<CouponForm> {
  if (!c)
    return {
      couponType: 1,
      cashCondition: 0,
      couponDiscount: 90,
      maxReduce: 0,
      validTimeType: 1,
      validDays: 7,
      limitNum: 1,
      suitableProdType: 0,
      prodIds: [],
      window: defaultWindow(),
    };
  return {
    couponNameZh: c.couponNameZh,
    couponNameEn: c.couponNameEn,
    couponType: c.couponType,
    cashCondition: c.cashCondition,
    reduceAmount: c.reduceAmount,
    couponDiscount: c.couponDiscount,
    maxReduce: c.maxReduce,
    validTimeType: c.validTimeType,
    validDays: c.validDays || 7,
    window: [fromMallTime(c.startTime), fromMallTime(c.endTime)],
    totalStock: c.totalStock,
    limitNum: c.limitNum,
    suitableProdType: c.suitableProdType === 1 ? 1 : 0,
    prodIds: c.prodIds,
  };
}

function CouponDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MerchantCouponView | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("seller.marketing");
  const tc = useTranslations("seller.marketing.coupon");
  const rule = useZodRule();
  const [form] = Form.useForm<CouponForm>();
  const type = Form.useWatch("couponType", form);
  const timeType = Form.useWatch("validTimeType", form);
  const scope = Form.useWatch("suitableProdType", form);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing));
  }, [open, editing, form]);
  const saver = usePromotionSave({
    form,
    schema: couponBody,
    toBody: (v: CouponForm) => ({
      couponNameZh: v.couponNameZh,
      couponNameEn: v.couponNameEn,
      couponType: v.couponType,
      cashCondition: v.cashCondition ?? 0,
      reduceAmount: v.couponType === 1 ? (v.reduceAmount ?? 0) : 0,
      couponDiscount: v.couponType === 2 ? v.couponDiscount : 99,
      maxReduce: v.couponType === 2 ? (v.maxReduce ?? 0) : 0,
      validTimeType: v.validTimeType,
      validDays: v.validTimeType === 2 ? v.validDays : 0,
      afterReceiveDays: 0,
      launchTime: toWire(v.window[0]),
      startTime: toWire(v.window[0]),
      endTime: toWire(v.window[1]),
      totalStock: v.totalStock,
      limitNum: v.limitNum,
      suitableProdType: v.suitableProdType,
      prodIds: v.suitableProdType === 1 ? v.prodIds : [],
      categoryIds: [],
    }),
    send: (body) => (editing ? updateCoupon(editing.couponId, body) : createCoupon(body)),
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={editing ? tc("editTitle") : tc("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="coupon-form">
        <Form.Item name="couponNameZh" label={t("nameZh")} rules={[rule(f.couponNameZh)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="couponNameEn" label={t("nameEn")} rules={[rule(f.couponNameEn)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="couponType" label={tc("type")}>
          <Radio.Group
            options={[
              { value: 1, label: tc("typeCash") },
              { value: 2, label: tc("typePercent") },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="cashCondition"
          label={tc("condition")}
          rules={[rule(f.cashCondition)]}
          extra={tc("conditionHint")}
        >
          <InputNumber min={0} prefix="¥" className="!w-48" />
        </Form.Item>
        {type === 2 ? (
          <>
            <Form.Item
              name="couponDiscount"
              label={tc("discount")}
              rules={[rule(f.couponDiscount)]}
              extra={tc("discountHint")}
            >
              <InputNumber min={1} max={99} suffix="%" className="!w-48" />
            </Form.Item>
            <Form.Item name="maxReduce" label={tc("maxReduce")} rules={[rule(f.maxReduce)]}>
              <InputNumber min={0} prefix="¥" className="!w-48" />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reduceAmount"
            label={tc("amount")}
            rules={[rule(f.reduceAmount.unwrap().positive({ error: "v.couponRule" }))]}
          >
            <InputNumber min={0} prefix="¥" className="!w-48" />
          </Form.Item>
        )}
        <Form.Item name="window" label={t("window")} rules={[{ required: true, message: t("windowRequired") }]}>
          <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="validTimeType" label={tc("validity")}>
          <Radio.Group
            options={[
              { value: 1, label: tc("validFixed") },
              { value: 2, label: tc("validRelative") },
            ]}
          />
        </Form.Item>
        {timeType === 2 ? (
          <Form.Item name="validDays" label={tc("validDays")} rules={[rule(f.validDays)]}>
            <InputNumber min={1} max={3650} className="!w-48" />
          </Form.Item>
        ) : null}
        <Form.Item name="totalStock" label={tc("stock")} rules={[rule(f.totalStock)]}>
          <InputNumber min={1} className="!w-48" />
        </Form.Item>
        <Form.Item name="limitNum" label={tc("limit")} rules={[rule(f.limitNum)]}>
          <InputNumber min={1} max={100} className="!w-48" />
        </Form.Item>
        <Form.Item name="suitableProdType" label={tc("products")}>
          <Radio.Group
            options={[
              { value: 0, label: tc("allProducts") },
              { value: 1, label: tc("someProducts") },
            ]}
          />
        </Form.Item>
        {scope === 1 ? (
          <Form.Item
            name="prodIds"
            label={t("pickProducts")}
            rules={[rule(f.prodIds.unwrap().min(1, { error: "v.couponRule" }))]}
          >
            <ProductPicker multiple />
          </Form.Item>
        ) : null}
      </Form>
    </PromotionDrawer>
  );
}
