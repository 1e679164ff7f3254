"use client";

import { Alert, Button, Drawer, Space } from "antd";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** The drawer a content form opens in: title, the API's or the schema's refusal, cancel and save. */
export function ContentDrawer({
  open,
  title,
  problem,
  saving,
  width = 640,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  problem: string | null;
  saving: boolean;
  width?: number;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useTranslations("platform.content");
  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid="content-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" data-testid="content-problem" /> : null}
      {children}
    </Drawer>
  );
}
