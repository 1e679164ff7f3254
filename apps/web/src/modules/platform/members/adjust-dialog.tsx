"use client";

import { balanceAdjustBody, pointsAdjustBody } from "@souk/contract";
import { Alert, App, Form, Input, InputNumber, Modal, Radio, type ButtonProps } from "antd";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { adjustBalance, adjustPoints } from "./endpoints";
import { newRequestId } from "./format";

export type AdjustKind = "balance" | "points";
interface Values {
  direction: 1 | -1;
  amount: number | null;
  reason: string;
}

/**
 * Adjusts a member's balance (yuan, 2 decimals) or points (whole) up or down with a required
 * reason, checked with the contract's rules; one request id per opened dialog, so a retried save is
 * one adjustment. A refusal (a debit beyond what the member holds…) is shown and the form kept.
 */
export function AdjustDialog({
  kind,
  userId,
  held,
  onClose,
}: {
  kind: AdjustKind;
  userId: number;
  /** What the member holds now (yuan or points), shown beside the amount. */
  held: number;
  onClose(changed: boolean): void;
}) {
  const t = useTranslations("platform.members.adjust");
  const rule = useZodRule();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const requestId = useMemo(() => newRequestId(), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const money = kind === "balance";
  const amountRule = money ? balanceAdjustBody.shape.amount : pointsAdjustBody.shape.points;
  const reasonRule = money ? balanceAdjustBody.shape.reason : pointsAdjustBody.shape.reason;
  async function save() {
    setProblem(null);
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const amount = v.direction * (v.amount ?? 0);
    setSaving(true);
    try {
      if (money)
        await client.call(adjustBalance({ userId, amount: amount.toFixed(2), reason: v.reason.trim(), requestId }));
      else await client.call(adjustPoints({ userId, points: amount, reason: v.reason.trim(), requestId }));
      message.success(t("done"));
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={money ? t("balanceTitle") : t("pointsTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      okButtonProps={{ "data-testid": "adjust-save" } as ButtonProps}
    >
      <p className="mb-3 text-gray-600">
        {money ? t("heldBalance", { held: held.toFixed(2) }) : t("heldPoints", { held })}
      </p>
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" data-testid="adjust-problem" /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ direction: 1, amount: null, reason: "" }}
        onValuesChange={() => setProblem(null)}
        data-testid="adjust-form"
      >
        <Form.Item name="direction" label={t("direction")}>
          <Radio.Group
            options={[
              { value: 1, label: t("credit") },
              { value: -1, label: t("debit") },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={money ? t("amountYuan") : t("amountPoints")}
          validateFirst
          rules={[{ required: true, message: money ? t("amountNeeded") : t("pointsNeeded") }, rule(amountRule)]}
        >
          <InputNumber<number>
            min={0}
            precision={money ? 2 : 0}
            step={money ? 1 : 10}
            className="!w-60"
            data-testid="adjust-amount"
          />
        </Form.Item>
        <Form.Item name="reason" label={t("reason")} rules={[rule(reasonRule)]} extra={t("reasonHint")}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
