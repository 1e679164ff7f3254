"use client";

import { memberPeriodsBody } from "@souk/contract";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, InputNumber } from "antd";
import { useTranslations } from "next-intl";
import { useZodRule } from "@/console/forms/zod-rule";
import { setMemberPeriods, type AdminPeriod } from "./endpoints";
import { FormDrawer, useDrawerSave } from "./form-drawer";

const pf = memberPeriodsBody.shape.periods.element.shape;

interface PeriodValues {
  periods: { nameZh: string; nameEn: string; days: number | null; price: number | null }[];
}

/** The paid membership periods, replaced as a whole (names, days, price in yuan), at most 12. */
export function PeriodsDrawer({ periods, onClose }: { periods: AdminPeriod[]; onClose(saved: boolean): void }) {
  const t = useTranslations("platform.memberLevels");
  const rule = useZodRule();
  const [form] = Form.useForm<PeriodValues>();
  const saver = useDrawerSave({
    form,
    schema: memberPeriodsBody,
    toBody: (v: PeriodValues) => ({
      periods: (v.periods ?? []).map((p) => ({
        nameZh: p.nameZh,
        nameEn: p.nameEn,
        days: p.days ?? 0,
        price: p.price === null ? "" : p.price.toFixed(2),
      })),
    }),
    send: setMemberPeriods,
    onSaved: () => onClose(true),
  });
  return (
    <FormDrawer
      title={t("periodsTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <p className="mb-4 text-gray-600">{t("periodsDrawerHint")}</p>
      <Form<PeriodValues>
        form={form}
        layout="vertical"
        initialValues={{ periods: periods.map(({ nameZh, nameEn, days, price }) => ({ nameZh, nameEn, days, price })) }}
        onValuesChange={saver.clearProblem}
        data-testid="periods-form"
      >
        <Form.List name="periods">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className="mb-2 flex items-start gap-2 border-b border-gray-100 pb-2">
                  <Form.Item name={[field.name, "nameZh"]} label={t("nameZh")} rules={[rule(pf.nameZh)]}>
                    <Input maxLength={30} className="!w-28" />
                  </Form.Item>
                  <Form.Item name={[field.name, "nameEn"]} label={t("nameEn")} rules={[rule(pf.nameEn)]}>
                    <Input maxLength={30} className="!w-28" />
                  </Form.Item>
                  <Form.Item name={[field.name, "days"]} label={t("days")} rules={[rule(pf.days)]}>
                    <InputNumber<number> min={1} max={3650} precision={0} className="!w-20" />
                  </Form.Item>
                  <Form.Item name={[field.name, "price"]} label={t("priceYuan")} rules={[rule(pf.price)]}>
                    <InputNumber<number> min={0.01} precision={2} className="!w-24" />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    className="mt-7"
                    icon={<MinusCircleOutlined />}
                    aria-label={t("removePeriod")}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= 12}
                onClick={() => add({ nameZh: "", nameEn: "", days: null, price: null })}
              >
                {t("addPeriod")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}
