"use client";

import { discountBody, type MerchantDiscountView, type PromotionState } from "@souk/contract";
import { Button, DatePicker, Form, Input, InputNumber, Radio, Space, Tag, type TableColumnsType } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { createDiscount, discountPage, endDiscount, updateDiscount } from "./endpoints";
import { defaultWindow, fromMallTime, toWire } from "./mall-time";
import { ProductPicker } from "./product-picker";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { StateTag } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

interface DiscountForm {
  discountNameZh: string;
  discountNameEn: string;
  activityType: 1 | 2;
  priceRule: 0 | 1;
  priceValue: number;
  discountRule: 0 | 3;
  discountType: 0 | 1;
  discountItemList: { needAmount: number; discount: number }[];
  maxReduceAmount: number;
  suitableSpuType: 0 | 1;
  spuIds: number[];
  window: [Dayjs, Dayjs];
}

const f = discountBody.shape;

const stateOf = (d: MerchantDiscountView): PromotionState =>
  d.status !== 1 || d.state === 2 ? "ended" : d.state === 0 ? "upcoming" : "running";

/** /seller/marketing/discounts: limited-time prices and tiered discounts, create, edit, end. */
export function DiscountsPage() {
  const t = useTranslations("seller.marketing");
  const td = useTranslations("seller.marketing.discount");
  const columns: TableColumnsType<MerchantDiscountView> = [
    { title: t("name"), render: (_, d) => d.discountName },
    { title: td("rule"), render: (_, d) => d.ruleText },
    { title: t("window"), render: (_, d) => `${d.startTime.slice(0, 16)} – ${d.endTime.slice(0, 16)}` },
    {
      title: td("products"),
      render: (_, d) => (d.suitableSpuType === 0 ? <Tag>{td("allProducts")}</Tag> : d.spuIds.length),
    },
    { title: t("state"), render: (_, d) => <StateTag state={stateOf(d)} /> },
  ];
  return (
    <PromotionList<MerchantDiscountView>
      kind="discounts"
      title={td("title")}
      rowKey="discountId"
      load={discountPage}
      columns={columns}
      end={(d) => endDiscount(d.discountId)}
      endable={(d) => stateOf(d) !== "ended"}
      editable={(d) => stateOf(d) !== "ended"}
      form={(p) => <DiscountDrawer {...p} />}
    />
  );
}

function initial(d: MerchantDiscountView | null): Partial<DiscountForm> {
  if (!d)
    return {
      activityType: 1,
      priceRule: 0,
      priceValue: 85,
      discountRule: 0,
      discountType: 0,
      discountItemList: [{ needAmount: 199, discount: 20 }],
      maxReduceAmount: 0,
      suitableSpuType: 1,
      spuIds: [],
      window: defaultWindow(),
    };
  return {
    discountNameZh: d.discountNameZh,
    discountNameEn: d.discountNameEn,
    activityType: d.activityType,
    priceRule: d.priceRule,
    priceValue: d.priceValue,
    discountRule: d.discountRule,
    discountType: d.discountType,
    discountItemList: d.discountItemList.length ? d.discountItemList : [{ needAmount: 199, discount: 20 }],
    maxReduceAmount: d.maxReduceAmount,
    suitableSpuType: d.suitableSpuType,
    spuIds: d.spuIds,
    window: [fromMallTime(d.startTime), fromMallTime(d.endTime)],
  };
}

function DiscountDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MerchantDiscountView | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("seller.marketing");
  const td = useTranslations("seller.marketing.discount");
  const rule = useZodRule();
  const [form] = Form.useForm<DiscountForm>();
  const type = Form.useWatch("activityType", form);
  const priceRule = Form.useWatch("priceRule", form);
  const tierRule = Form.useWatch("discountRule", form);
  const scope = Form.useWatch("suitableSpuType", form);
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing));
  }, [open, editing, form]);
  const saver = usePromotionSave({
    form,
    schema: discountBody,
    toBody: (v: DiscountForm) => ({
      discountNameZh: v.discountNameZh,
      discountNameEn: v.discountNameEn,
      activityType: v.activityType,
      priceRule: v.priceRule,
      priceValue: v.activityType === 1 ? v.priceValue : 0,
      discountRule: v.discountRule,
      discountType: v.discountType,
      discountItemList: v.activityType === 2 ? v.discountItemList : [],
      maxReduceAmount: v.maxReduceAmount ?? 0,
      suitableSpuType: v.suitableSpuType,
      spuIds: v.suitableSpuType === 1 ? v.spuIds : [],
      startTime: toWire(v.window[0]),
      endTime: toWire(v.window[1]),
    }),
    send: (body) => (editing ? updateDiscount(editing.discountId, body) : createDiscount(body)),
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={editing ? td("editTitle") : td("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="discount-form">
        <Form.Item name="discountNameZh" label={t("nameZh")} rules={[rule(f.discountNameZh)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="discountNameEn" label={t("nameEn")} rules={[rule(f.discountNameEn)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="activityType" label={td("type")}>
          <Radio.Group
            options={[
              { value: 1, label: td("typePrice") },
              { value: 2, label: td("typeTiers") },
            ]}
          />
        </Form.Item>
        {type === 2 ? (
          <>
            <Form.Item name="discountRule" label={td("tierRule")}>
              <Radio.Group
                options={[
                  { value: 0, label: td("tierAmount") },
                  { value: 3, label: td("tierItems") },
                ]}
              />
            </Form.Item>
            <Form.List name="discountItemList">
              {(fields, { add, remove }) => (
                <Form.Item label={td("tiers")} extra={tierRule === 3 ? td("tierItemsHint") : td("tierAmountHint")}>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item
                        name={[field.name, "needAmount"]}
                        rules={[{ required: true, message: td("tierNeed") }]}
                      >
                        <InputNumber min={1} placeholder={td("tierNeed")} aria-label={td("tierNeed")} />
                      </Form.Item>
                      <Form.Item name={[field.name, "discount"]} rules={[{ required: true, message: td("tierOff") }]}>
                        <InputNumber min={1} placeholder={td("tierOff")} aria-label={td("tierOff")} />
                      </Form.Item>
                      {fields.length > 1 ? (
                        <Button type="link" onClick={() => remove(field.name)}>
                          {td("removeTier")}
                        </Button>
                      ) : null}
                    </Space>
                  ))}
                  {fields.length < 5 ? <Button onClick={() => add()}>{td("addTier")}</Button> : null}
                </Form.Item>
              )}
            </Form.List>
          </>
        ) : (
          <>
            <Form.Item name="priceRule" label={td("priceRule")}>
              <Radio.Group
                options={[
                  { value: 0, label: td("pricePercent") },
                  { value: 1, label: td("priceOff") },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="priceValue"
              label={priceRule === 1 ? td("priceOffValue") : td("pricePercentValue")}
              rules={[rule(f.priceValue.unwrap().positive({ error: "v.discountRule" }))]}
            >
              <InputNumber
                min={0}
                prefix={priceRule === 1 ? "¥" : undefined}
                suffix={priceRule === 1 ? undefined : "%"}
                className="!w-48"
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="window" label={t("window")} rules={[{ required: true, message: t("windowRequired") }]}>
          <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="suitableSpuType" label={td("products")}>
          <Radio.Group
            options={[
              { value: 1, label: td("someProducts") },
              { value: 0, label: td("allProducts") },
            ]}
          />
        </Form.Item>
        {scope === 1 ? (
          <Form.Item
            name="spuIds"
            label={t("pickProducts")}
            rules={[rule(f.spuIds.unwrap().min(1, { error: "v.discountProducts" }))]}
          >
            <ProductPicker multiple />
          </Form.Item>
        ) : null}
      </Form>
    </PromotionDrawer>
  );
}
