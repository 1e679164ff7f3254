"use client";

import { Alert, Button, Drawer, Space } from "antd";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The drawer every promotion form opens in: title, the API's or the schema's refusal, cancel and save. */
export function PromotionDrawer({
  open,
  title,
  problem,
  saving,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  problem: string | null;
  saving: boolean;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useTranslations("seller.marketing");
  return (
    <Drawer
      open={open}
      title={title}
      size={640}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid="promotion-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} className="mb-4" data-testid="promotion-problem" />
      ) : null}
      {children}
    </Drawer>
  );
}
