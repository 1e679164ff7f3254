"use client";

import { merchantOrderSearch, type Locale } from "@souk/contract";
import { App, Button, DatePicker, Form, Input, Space } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import type { OrderSearch } from "../api/endpoints";
import { downloadOrdersCsv } from "./export-orders";

/** What the RangePicker holds (antd's dayjs values; only their formatting is used). */
type Day = { format(pattern: string): string };
interface Values {
  orderNumber?: string;
  phone?: string;
  days?: [Day | null, Day | null] | null;
}

const DAY = "YYYY-MM-DD";
/** An empty field is no condition (the contract's fields are optional, an empty string is not). */
const emptyAsUndefined = (v: string) => v?.trim() || undefined;

/**
 * The order list's search: number prefix, buyer phone and submit days (mall time), checked by the
 * contract's search schema; and the CSV export of the chosen days (and the open tab's status).
 */
export function OrderSearchBar({ status, onSearch }: { status: number; onSearch(search: OrderSearch): void }) {
  const t = useTranslations("seller.orderSearch");
  const tc = useTranslations("console");
  const locale = useLocale() as Locale;
  const rule = useZodRule();
  const { session } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [exporting, setExporting] = useState(false);
  const toSearch = (v: Values): OrderSearch => ({
    orderNumber: v.orderNumber,
    phone: v.phone,
    from: v.days?.[0]?.format(DAY),
    to: v.days?.[1]?.format(DAY),
  });
  async function exportCsv() {
    const { from, to } = toSearch(form.getFieldsValue());
    if (!from || !to) {
      message.warning(t("exportNeedsDays"));
      return;
    }
    setExporting(true);
    try {
      await downloadOrdersCsv(session.token, locale, { from, to, status });
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    } finally {
      setExporting(false);
    }
  }
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="!mb-4 gap-y-2"
      onFinish={(v) => onSearch(toSearch(v))}
      data-testid="order-search"
    >
      <Form.Item name="orderNumber" normalize={emptyAsUndefined} rules={[rule(merchantOrderSearch.shape.orderNumber)]}>
        <Input allowClear placeholder={t("orderNumber")} aria-label={t("orderNumber")} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="phone" normalize={emptyAsUndefined} rules={[rule(merchantOrderSearch.shape.phone)]}>
        <Input allowClear placeholder={t("phone")} aria-label={t("phone")} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="days">
        <DatePicker.RangePicker aria-label={t("days")} placeholder={[t("from"), t("to")]} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t("search")}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t("reset")}
        </Button>
        <Button onClick={exportCsv} loading={exporting} data-testid="order-export">
          {t("export")}
        </Button>
      </Space>
    </Form>
  );
}
