"use client";

import { PROMOTION_STATES, couponBody, type MerchantCouponView, type PromotionState } from "@souk/contract";
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Space,
  type TableColumnsType,
} from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage, type PageRequest } from "@/console/table/use-server-page";
import { useValidationText } from "@/lib/forms/validation-text";
import { couponBodyOf, couponFormOf, couponStateOf, type CouponForm } from "./coupon-form";
import { createPlatformCoupon, endPlatformCoupon, platformCouponPage, updatePlatformCoupon } from "./endpoints";
import { StateTag } from "./state-tag";
import { ServerTable } from "@/console/table/server-table";

type Filters = { name?: string | undefined; state?: PromotionState | undefined };
const f = couponBody.shape;

/**
 * /admin/marketing/coupons: the platform's coupons (the coupon center's): search by name, filter by
 * state, server paging; create, edit and stop with the seller center's rules (the contract's
 * couponBody, checked field by field and as a whole before the API answers in its own words).
 */
export function PlatformCouponsPage() {
  const t = useTranslations("platform.marketing");
  const tc = useTranslations("platform.marketing.coupon");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [drawer, setDrawer] = useState<{ editing: MerchantCouponView | null } | null>(null);
  const page = useServerPage<MerchantCouponView, Filters>(
    "platform-coupons",
    {},
    (req: PageRequest & Filters, signal) => client.call(platformCouponPage(req), { signal }),
  );
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
    { title: t("state"), render: (_, c) => <StateTag state={couponStateOf(c)} /> },
    {
      title: t("actions"),
      width: 150,
      render: (_, c) =>
        couponStateOf(c) === "ended" ? null : (
          <Space>
            <Button type="link" size="small" onClick={() => setDrawer({ editing: c })}>
              {t("edit")}
            </Button>
            <Popconfirm
              title={tc("endConfirm")}
              okText={tc("end")}
              cancelText={t("cancel")}
              onConfirm={async () => {
                try {
                  await client.call(endPlatformCoupon(c.couponId));
                  message.success(tc("ended"));
                  page.reload();
                } catch (e) {
                  message.error(errorMessages(e)?.join(" ") ?? t("failed"));
                }
              }}
            >
              <Button type="link" size="small" danger>
                {tc("end")}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{tc("title")}</h1>}
      extra={
        <Button type="primary" onClick={() => setDrawer({ editing: null })} data-testid="coupon-create">
          {tc("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{tc("intro")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchName")}
          aria-label={t("searchName")}
          onSearch={(v) => page.setFilters({ ...page.filters, name: v.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t("state")}
          value={page.filters.state ?? "all"}
          style={{ width: 140 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, state: v === "all" ? undefined : (v as PromotionState) })
          }
          options={[
            { value: "all", label: t("allStates") },
            ...PROMOTION_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </Space>
      <ServerTable<MerchantCouponView>
        page={page}
        rowKey="couponId"
        columns={columns}
        scroll={{ x: 900 }}
        data-testid="platform-coupons"
        emptyText={tc("empty")}
      />
      <CouponDrawer
        open={drawer !== null}
        editing={drawer?.editing ?? null}
        onClose={(saved) => {
          setDrawer(null);
          if (saved) page.reload();
        }}
      />
    </Card>
  );
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
  const t = useTranslations("platform.marketing");
  const tc = useTranslations("platform.marketing.coupon");
  const rule = useZodRule();
  const text = useValidationText();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<CouponForm>();
  const type = Form.useWatch("couponType", form);
  const timeType = Form.useWatch("validTimeType", form);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) form.setFieldsValue(couponFormOf(editing));
  }, [open, editing, form]);
  async function save() {
    setProblem(null);
    let values: CouponForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their own messages
    }
    const body = couponBodyOf(values);
    const parsed = couponBody.safeParse(body);
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? t("failed"));
      return;
    }
    setSaving(true);
    try {
      await client.call(editing ? updatePlatformCoupon(editing.couponId, body) : createPlatformCoupon(body));
      message.success(t("saved"));
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Drawer
      open={open}
      title={editing ? tc("editTitle") : tc("createTitle")}
      size={640}
      onClose={() => onClose(false)}
      afterOpenChange={(o) => {
        if (!o) setProblem(null);
      }}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => onClose(false)}>{t("cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="coupon-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" data-testid="coupon-problem" /> : null}
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)} data-testid="coupon-form">
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
            <InputNumber min={0} prefix="¥" className="!w-48" data-testid="coupon-amount" />
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
          <InputNumber min={1} className="!w-48" data-testid="coupon-stock" />
        </Form.Item>
        <Form.Item name="limitNum" label={tc("limit")} rules={[rule(f.limitNum)]}>
          <InputNumber min={1} max={100} className="!w-48" />
        </Form.Item>
        <p className="text-gray-600">{tc("scopeAll")}</p>
      </Form>
    </Drawer>
  );
}
