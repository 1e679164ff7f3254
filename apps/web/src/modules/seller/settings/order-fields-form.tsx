"use client";

import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { orderFieldsBody, type OrderFieldsBody } from "@souk/contract";
import { Alert, App, Button, Checkbox, Form, Input } from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useValidationText } from "@/lib/forms/validation-text";
import { orderFields, saveOrderFields } from "../api/endpoints";

/** At most this many fields (the contract's limit). */
const MAX_FIELDS = 5;
const field = orderFieldsBody.shape.fields.element.shape;

/**
 * The order-message fields buyers fill in at checkout (`/m/shop/orderFields`): names in both
 * languages and required or not, each name checked by the contract, the whole list (at most five,
 * no two alike) before it is sent; the API's refusal is shown in its own words.
 */
export function OrderFieldsForm() {
  const t = useTranslations("seller.orderFields");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const rule = useZodRule();
  const text = useValidationText();
  const [form] = Form.useForm<OrderFieldsBody>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const q = useConsoleQuery("order-fields", (signal) => client.call(orderFields(), { signal }));
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const save = async (values: OrderFieldsBody) => {
    setProblem(null);
    const body = { fields: values.fields ?? [] };
    const parsed = orderFieldsBody.safeParse(body);
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? tc("tryAgainLater"));
      return;
    }
    setSaving(true);
    try {
      await client.call(saveOrderFields(body));
      message.success(t("saved"));
      q.reload();
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<OrderFieldsBody>
      form={form}
      onFinish={save}
      onValuesChange={() => setProblem(null)}
      disabled={q.loading && !q.data}
      data-testid="order-fields-form"
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Form.List name="fields">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && q.data ? <p className="mb-4 text-gray-500">{t("empty")}</p> : null}
            {fields.map((f, i) => (
              <div key={f.key} className="flex flex-wrap items-start gap-3" data-testid="order-field">
                <span className="mt-1 w-16 text-gray-600">{t("field", { n: i + 1 })}</span>
                <Form.Item name={[f.name, "nameZh"]} rules={[rule(field.nameZh)]}>
                  <Input
                    placeholder={t("nameZh")}
                    aria-label={`${t("field", { n: i + 1 })} ${t("nameZh")}`}
                    maxLength={30}
                  />
                </Form.Item>
                <Form.Item name={[f.name, "nameEn"]} rules={[rule(field.nameEn)]}>
                  <Input
                    placeholder={t("nameEn")}
                    aria-label={`${t("field", { n: i + 1 })} ${t("nameEn")}`}
                    maxLength={30}
                  />
                </Form.Item>
                <Form.Item name={[f.name, "required"]} valuePropName="checked">
                  <Checkbox>{t("required")}</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<MinusCircleOutlined />}
                  aria-label={t("remove", { n: i + 1 })}
                  onClick={() => remove(f.name)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              className="mb-4"
              disabled={fields.length >= MAX_FIELDS}
              onClick={() => add({ nameZh: "", nameEn: "", required: false })}
            >
              {t("add")}
            </Button>
          </>
        )}
      </Form.List>
      {problem ? <Alert type="error" showIcon title={problem} className="!mb-4" role="alert" /> : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t("save")}
      </Button>
    </Form>
  );
}
