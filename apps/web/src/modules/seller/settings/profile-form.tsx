"use client";

import { shopSettingsBody, type ShopSettingsBody } from "@souk/contract";
import { App, Button, Form, Input, Space } from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { saveShopSettings, shopSettings } from "../api/endpoints";
import { LogoField } from "./logo-field";

/**
 * The shop's profile (`/m/shop/settings`), checked field by field with the contract's schema; a
 * save shows on the storefront's shop page (`/shopIndex?sid=`) at its next revalidation.
 */
export function ProfileForm() {
  const t = useTranslations("seller.settings");
  const { client } = useConsole();
  const { message } = App.useApp();
  const rule = useZodRule();
  const [form] = Form.useForm<ShopSettingsBody>();
  const [saving, setSaving] = useState(false);
  const q = useConsoleQuery("shop-settings", (signal) => client.call(shopSettings(), { signal }));
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const field = <K extends keyof ShopSettingsBody>(k: K) => rule(shopSettingsBody.shape[k]);
  const save = async (values: ShopSettingsBody) => {
    setSaving(true);
    try {
      await client.call(saveShopSettings(shopSettingsBody.parse(values)));
      message.success(t("saved"));
      q.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("saveFailed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<ShopSettingsBody>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      onFinish={save}
      disabled={q.loading && !q.data}
      data-testid="shop-settings-form"
    >
      <Form.Item label={t("name")}>
        <span>{q.data ? `${q.data.nameZh} / ${q.data.nameEn}` : ""}</span>
      </Form.Item>
      <Form.Item name="logo" label={t("logo")} rules={[field("logo")]} extra={t("logoHint")}>
        <LogoField />
      </Form.Item>
      <Form.Item name="introZh" label={t("introZh")} rules={[field("introZh")]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="introEn" label={t("introEn")} rules={[field("introEn")]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item
        name="serviceHours"
        label={t("serviceHours")}
        rules={[field("serviceHours")]}
        extra={t("serviceHoursHint")}
      >
        <Input placeholder="09:00-21:00" className="max-w-xs" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t("save")}
          </Button>
          {q.data && (
            <a href={`/shopIndex?sid=${q.data.shopId}`} target="_blank" rel="noopener" data-testid="view-shop">
              {t("viewShop")}
            </a>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
