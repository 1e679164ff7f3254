"use client";

import { takedownBody, type PlatformProduct } from "@souk/contract";
import { Alert, Form, Input, Modal } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { takeDownProduct } from "./endpoints";
import { useSave } from "./use-save";

/** Takes a product off the shelf for a stated violation: the reason (required) is what the shop will read. */
export function TakedownDialog({
  product,
  onClose,
}: {
  product: PlatformProduct | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.catalog.products");
  const rule = useZodRule();
  const [form] = Form.useForm<{ reason: string }>();
  const saver = useSave();
  const { setProblem } = saver;
  useEffect(() => {
    if (product) {
      form.resetFields();
      setProblem(null);
    }
  }, [product, form, setProblem]);
  return (
    <Modal
      open={product !== null}
      title={product ? t("takedownTitle", { name: product.prodName }) : ""}
      okText={t("takedown")}
      cancelText={t("cancel")}
      okButtonProps={{ danger: true, loading: saver.saving }}
      onOk={async () => {
        if (!product) return;
        let reason: string;
        try {
          reason = (await form.validateFields()).reason;
        } catch {
          return;
        }
        if ((await saver.send(takeDownProduct(product.prodId, reason), t("takenDown"))) !== undefined) onClose(true);
      }}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p className="mb-3 text-gray-600">{t("takedownHint")}</p>
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)}>
        <Form.Item name="reason" label={t("reason")} rules={[rule(takedownBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t("reasonPlaceholder")} />
        </Form.Item>
      </Form>
      {saver.problem ? <Alert type="error" showIcon title={saver.problem} /> : null}
    </Modal>
  );
}
