"use client";

import { adminSwitches, type AdminSwitches, type AdminSwitchesView } from "@souk/contract";
import { Alert, Button, Card, Form, Switch, Tag } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { saveSwitches, switches } from "./endpoints";
import { useContentSave } from "./use-content-save";

const GROUPS: { name: "terms" | "login" | "pay"; keys: (keyof AdminSwitches)[] }[] = [
  { name: "terms", keys: ["serviceTermsSwitch", "privacyPolicySwitch"] },
  { name: "login", keys: ["loginOpen", "qqLoginOpen", "wechatLoginOpen"] },
  { name: "pay", keys: ["balancePay", "wechatPay"] },
];
const pick = (v: AdminSwitchesView): AdminSwitches => adminSwitches.parse(v);

/**
 * /admin/content/switches: whether the storefront links the terms and privacy policy, offers
 * third-party sign-in (QQ, WeChat: only with a provider this server has) and which payment
 * methods it offers (Alipay is not taken by payment, so it has no switch).
 */
export function SwitchesPage() {
  const t = useTranslations("platform.content.switches");
  const { client } = useConsole();
  const [form] = Form.useForm<AdminSwitches>();
  const q = useConsoleQuery("content-switches", (signal) => client.call(switches(), { signal }));
  useEffect(() => {
    if (q.data) form.setFieldsValue(pick(q.data));
  }, [q.data, form]);
  const saver = useContentSave({
    form,
    schema: adminSwitches,
    toBody: (v: AdminSwitches) => ({ ...pick({ ...q.data!, ...v }) }),
    send: saveSwitches,
    onSaved: (saved) => form.setFieldsValue(pick(saved)),
  });
  const loginOpen = Form.useWatch("loginOpen", form);
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const unavailable = (k: keyof AdminSwitches) =>
    (k === "qqLoginOpen" && q.data && !q.data.qqAvailable) ||
    (k === "wechatLoginOpen" && q.data && !q.data.wechatAvailable);
  return (
    <Card
      title={<h1 className="text-base">{t("pageTitle")}</h1>}
      loading={!q.data}
      extra={
        <Button type="primary" loading={saver.saving} onClick={() => void saver.save()} data-testid="switches-save">
          {t("save")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      {saver.problem ? (
        <Alert type="error" showIcon title={saver.problem} className="mb-4" data-testid="content-problem" />
      ) : null}
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} onValuesChange={saver.clearProblem}>
        {GROUPS.map((g) => (
          <section key={g.name} className="mb-4" aria-labelledby={`switches-${g.name}`}>
            <h2 id={`switches-${g.name}`} className="mb-3 border-b border-gray-200 pb-1 text-sm font-semibold">
              {t(`groups.${g.name}`)}
            </h2>
            {g.keys.map((k) => (
              <Form.Item
                key={k}
                name={k}
                label={t(`fields.${k}`)}
                valuePropName="checked"
                extra={
                  <>
                    {t(`hints.${k}`)}
                    {unavailable(k) ? (
                      <Tag className="ml-2" color="orange">
                        {t("noProvider")}
                      </Tag>
                    ) : null}
                  </>
                }
              >
                <Switch
                  aria-label={t(`fields.${k}`)}
                  disabled={(k === "qqLoginOpen" || k === "wechatLoginOpen") && loginOpen === false}
                  data-testid={`switch-${k}`}
                />
              </Form.Item>
            ))}
          </section>
        ))}
      </Form>
    </Card>
  );
}
