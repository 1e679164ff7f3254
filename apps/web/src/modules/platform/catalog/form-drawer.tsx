"use client";

import { Alert, Button, Drawer, Space } from "antd";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The drawer the catalog's forms open in: title, the API's refusal, cancel and save. */
export function FormDrawer({
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
  const t = useTranslations("platform.catalog");
  return (
    <Drawer
      open={open}
      title={title}
      size={560}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid="catalog-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" data-testid="catalog-problem" /> : null}
      {children}
    </Drawer>
  );
}
