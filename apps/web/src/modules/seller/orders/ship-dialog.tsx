"use client";

import { deliveryBody } from "@souk/contract";
import { Alert, App, Form, Input, Modal } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { shipOrder } from "../api/endpoints";

interface Values {
  carrier: string;
  trackingNumber: string;
}

/** Ships a paid order: carrier and tracking number, checked by the contract's delivery schema. */
export function ShipDialog({ orderNumber, onClose }: { orderNumber: string | null; onClose(shipped: boolean): void }) {
  const t = useTranslations("seller.orders");
  const tc = useTranslations("console");
  const rule = useZodRule();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function ship() {
    const v = await form.validateFields().catch(() => null);
    if (!v || !orderNumber) return;
    setBusy(true);
    setProblem(null);
    try {
      await client.call(shipOrder({ orderNumber, carrier: v.carrier.trim(), trackingNumber: v.trackingNumber.trim() }));
      message.success(t("shipped"));
      form.resetFields();
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={orderNumber !== null}
      title={t("shipTitle", { orderNumber: orderNumber ?? "" })}
      okText={t("ship")}
      onOk={ship}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item name="carrier" label={t("carrier")} rules={[rule(deliveryBody.shape.carrier)]}>
          <Input />
        </Form.Item>
        <Form.Item name="trackingNumber" label={t("trackingNumber")} rules={[rule(deliveryBody.shape.trackingNumber)]}>
          <Input />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" title={problem} role="alert" /> : null}
    </Modal>
  );
}
