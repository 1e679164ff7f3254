"use client";

import { adminWebConfigBody, type AdminWebConfigBody } from "@souk/contract";
import { Alert, Button, Card, Divider, Form, Input } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { saveWebConfig, webConfig } from "./endpoints";
import { SiteImageField } from "./site-image-field";
import { useContentSave } from "./use-content-save";

const f = adminWebConfigBody.shape;
type Key = keyof AdminWebConfigBody;

/** Pairs of Chinese/English fields, in the order the storefront shows them. */
const PAIRS: {
  zh: Key;
  en: Key;
  name: "title" | "welcome" | "companyName" | "companyInfo" | "copyright";
  max: [number, number];
  lines?: boolean;
}[] = [
  { zh: "pcTitleContentCn", en: "pcTitleContentEn", name: "title", max: [60, 120] },
  { zh: "pcWelcomeCn", en: "pcWelcomeEn", name: "welcome", max: [60, 120] },
  { zh: "pcCompanyNameCn", en: "pcCompanyNameEn", name: "companyName", max: [60, 120] },
  { zh: "pcCompanyInfoCn", en: "pcCompanyInfoEn", name: "companyInfo", max: [1000, 2000], lines: true },
  { zh: "pcCopyrightCn", en: "pcCopyrightEn", name: "copyright", max: [120, 240] },
];
const IMAGES: { key: Key; name: "logo" | "qrcode" | "favicon" }[] = [
  { key: "pcLogoImg", name: "logo" },
  { key: "pcQrcodeImg", name: "qrcode" },
  { key: "pcTitleImg", name: "favicon" },
];

/**
 * /admin/content/web-config: every field of the storefront's PC web config (spec part 3) in both
 * languages — the browser title, the top bar's welcome, the logo with its text, the QR code and
 * favicon (uploaded), and the footer's company name, lines and copyright. The storefront's
 * header, footer and title follow within seconds of saving.
 */
export function WebConfigPage() {
  const t = useTranslations("platform.content.webConfig");
  const rule = useZodRule();
  const { client } = useConsole();
  const [form] = Form.useForm<AdminWebConfigBody>();
  const q = useConsoleQuery("content-web-config", (signal) => client.call(webConfig(), { signal }));
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  const saver = useContentSave({
    form,
    schema: adminWebConfigBody,
    toBody: (v: AdminWebConfigBody) => v,
    send: saveWebConfig,
    onSaved: (saved) => form.setFieldsValue(saved),
  });
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  return (
    <Card
      title={<h1 className="text-base">{t("pageTitle")}</h1>}
      loading={q.loading && !q.data}
      extra={
        <Button type="primary" loading={saver.saving} onClick={() => void saver.save()} data-testid="web-config-save">
          {t("save")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      {saver.problem ? <Alert type="error" showIcon title={saver.problem} className="mb-4" /> : null}
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="web-config-form">
        {PAIRS.map((p) => (
          <div key={p.name} className="grid grid-cols-2 gap-x-6">
            {(["zh", "en"] as const).map((lang, i) => {
              const key = p[lang];
              const label = t(`fields.${p.name}`, { lang: t(`lang.${lang}`) });
              return (
                <Form.Item
                  key={key}
                  name={key}
                  label={label}
                  extra={lang === "zh" ? t(`hints.${p.name}`) : undefined}
                  rules={[rule(f[key])]}
                >
                  {p.lines ? (
                    <Input.TextArea rows={4} maxLength={p.max[i]} aria-label={label} />
                  ) : (
                    <Input maxLength={p.max[i]} showCount aria-label={label} data-testid={`web-config-${key}`} />
                  )}
                </Form.Item>
              );
            })}
          </div>
        ))}
        <Divider titlePlacement="start">{t("images")}</Divider>
        <div className="grid grid-cols-4 gap-x-6">
          {IMAGES.map((img) => (
            <Form.Item
              key={img.key}
              name={img.key}
              label={t(`fields.${img.name}`)}
              extra={t(`hints.${img.name}`)}
              rules={[rule(f[img.key])]}
            >
              <SiteImageField label={t(`fields.${img.name}`)} testId={`web-config-${img.key}`} />
            </Form.Item>
          ))}
          <Form.Item
            name="pcLogoImgText"
            label={t("fields.logoText")}
            extra={t("hints.logoText")}
            rules={[rule(f.pcLogoImgText)]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </div>
      </Form>
    </Card>
  );
}
