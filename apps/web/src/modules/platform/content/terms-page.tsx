"use client";

import { adminTermsBody, type AdminTermsBody, type AdminTermsDocs } from "@souk/contract";
import { Alert, Button, Card, Form, Input, Tabs } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { saveTerms, termsDocs } from "./endpoints";
import { RichTextField } from "./rich-text-field";
import { useContentSave } from "./use-content-save";

const f = adminTermsBody.shape;
const DOCS = [
  { sts: 0, key: "service" },
  { sts: 1, key: "privacy" },
] as const;

/** One document's form: both titles and rich texts, saved on its own. */
function TermsForm({ sts, doc }: { sts: 0 | 1; doc: AdminTermsBody }) {
  const t = useTranslations("platform.content.terms");
  const rule = useZodRule();
  const [form] = Form.useForm<AdminTermsBody>();
  useEffect(() => form.setFieldsValue(doc), [doc, form]);
  const saver = useContentSave({
    form,
    schema: adminTermsBody,
    toBody: (v: AdminTermsBody) => v,
    send: (body: AdminTermsBody) => saveTerms(sts, body),
    onSaved: (saved) => form.setFieldsValue(saved),
  });
  return (
    <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid={`terms-form-${sts}`}>
      {saver.problem ? <Alert type="error" showIcon title={saver.problem} className="mb-4" /> : null}
      <div className="grid grid-cols-2 gap-x-6">
        <Form.Item name="titleZh" label={t("titleZh")} rules={[rule(f.titleZh)]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t("titleEn")} rules={[rule(f.titleEn)]}>
          <Input maxLength={120} showCount />
        </Form.Item>
      </div>
      <Form.Item name="contentZh" label={t("contentZh")} rules={[rule(f.contentZh)]}>
        <RichTextField label={t("contentZh")} testId={`terms-${sts}-zh`} />
      </Form.Item>
      <Form.Item name="contentEn" label={t("contentEn")} rules={[rule(f.contentEn)]}>
        <RichTextField label={t("contentEn")} testId={`terms-${sts}-en`} />
      </Form.Item>
      <Button type="primary" loading={saver.saving} onClick={() => void saver.save()} data-testid={`terms-save-${sts}`}>
        {t("save")}
      </Button>
    </Form>
  );
}

/**
 * /admin/content/terms: the service terms and the privacy policy the storefront shows at
 * /termsPage (and links from sign-in and registration), each in both languages.
 */
export function TermsPage() {
  const t = useTranslations("platform.content.terms");
  const { client } = useConsole();
  const q = useConsoleQuery<AdminTermsDocs>("content-terms", (signal) => client.call(termsDocs(), { signal }));
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  return (
    <Card title={<h1 className="text-base">{t("pageTitle")}</h1>} loading={!q.data}>
      <p className="mb-2 text-gray-600">{t("intro")}</p>
      {q.data ? (
        <Tabs
          items={DOCS.map((d) => ({
            key: d.key,
            label: t(`docs.${d.key}`),
            children: <TermsForm sts={d.sts} doc={q.data![d.key]} />,
          }))}
        />
      ) : null}
    </Card>
  );
}
