"use client";

import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import {
  fenToYuan,
  freightCharge,
  freightRegionRule,
  freightTemplateBody,
  type Area,
  type FreightCharge,
  type FreightTemplate,
  type FreightTemplateBody,
} from "@souk/contract";
import { Button, Cascader, Checkbox, Form, Input, InputNumber, Radio } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { z } from "zod";
import { useZodRule } from "@/console/forms/zod-rule";
import { useValidationText } from "@/lib/forms/validation-text";
import { createFreightTemplate, updateFreightTemplate } from "../api/endpoints";
import { PromotionDrawer } from "../marketing/promotion-drawer";
import { usePromotionSave } from "../marketing/use-promotion-save";
import { chainsOf, idsOf, type AreaPlace } from "./region-chains";

/** A charge as the form holds it: fees in yuan (the merchant API takes fen). */
type ChargeForm = { [K in keyof FreightCharge]?: number };
interface FreightForm {
  name: string;
  /** 0 by item count, 1 by weight (units in kilograms). */
  chargeType: 0 | 1;
  isDefault: boolean;
  freeOver?: number | null;
  defaultRule: ChargeForm;
  regionRules: (ChargeForm & { regions: number[][] })[];
  noDelivery: number[][];
}

const fen = (yuan: unknown): unknown => (typeof yuan === "number" ? Math.round(yuan * 100) : yuan);
const chargeFen = (c: ChargeForm) => ({
  firstUnit: c.firstUnit,
  firstFee: fen(c.firstFee),
  addUnit: c.addUnit,
  addFee: fen(c.addFee),
});
const chargeYuan = (c: FreightCharge): ChargeForm => ({
  firstUnit: c.firstUnit,
  firstFee: fenToYuan(c.firstFee),
  addUnit: c.addUnit,
  addFee: fenToYuan(c.addFee),
});
const c = freightCharge.shape;
const feeRule = z.preprocess(fen, c.firstFee);
/** Whole items by count; kilograms to the gram by weight (the template body's own rule, per field). */
const countUnit = c.firstUnit.refine(Number.isInteger, { error: "v.freightUnit" });
const weightUnit = c.firstUnit.refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, {
  error: "v.freightWeight",
});
const unitRule = (byWeight: boolean) => (byWeight ? weightUnit : countUnit);
const freeOverRule = z.preprocess(
  (v) => (v === undefined || v === null ? null : fen(v)),
  freightTemplateBody.shape.freeOver,
);
const regionsRule = z.preprocess(idsOf, freightRegionRule.shape.areaIds);
const noDeliveryRule = z.preprocess(idsOf, freightTemplateBody.shape.noDeliveryAreaIds);

function initial(f: FreightTemplate | null, index: ReadonlyMap<number, AreaPlace> | undefined): FreightForm {
  const chains = (ids: number[]) => (index ? chainsOf(ids, index) : []);
  if (!f)
    return {
      name: "",
      chargeType: 0,
      isDefault: false,
      freeOver: null,
      defaultRule: { firstUnit: 1, firstFee: 8, addUnit: 1, addFee: 0 },
      regionRules: [],
      noDelivery: [],
    };
  return {
    name: f.name,
    chargeType: f.chargeType === 1 ? 1 : 0,
    isDefault: f.isDefault === 1,
    freeOver: f.freeOver === null ? null : fenToYuan(f.freeOver),
    defaultRule: chargeYuan(f.defaultRule),
    regionRules: f.regionRules.map((r) => ({ ...chargeYuan(r), regions: chains(r.areaIds) })),
    noDelivery: chains(f.noDeliveryAreaIds),
  };
}

/** Create or edit a freight template: name, default charge, charges by region, free over an amount, regions not delivered to. */
export function FreightDrawer({
  open,
  editing,
  areas,
  index,
  onClose,
}: {
  open: boolean;
  editing: FreightTemplate | null;
  areas: Area[];
  index: ReadonlyMap<number, AreaPlace> | undefined;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("seller.freight");
  const rule = useZodRule();
  const text = useValidationText();
  const [form] = Form.useForm<FreightForm>();
  const byWeight = Form.useWatch("chargeType", form) === 1;
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing, index));
  }, [open, editing, index, form]);
  const saver = usePromotionSave({
    form,
    schema: freightTemplateBody,
    toBody: (v: FreightForm) =>
      ({
        name: v.name,
        chargeType: v.chargeType,
        isDefault: v.isDefault ? 1 : 0,
        freeOver: v.freeOver === undefined || v.freeOver === null ? null : fen(v.freeOver),
        defaultRule: chargeFen(v.defaultRule),
        regionRules: (v.regionRules ?? []).map((r) => ({ ...chargeFen(r), areaIds: idsOf(r.regions) })),
        noDeliveryAreaIds: idsOf(v.noDelivery),
      }) as FreightTemplateBody,
    send: (body) => (editing ? updateFreightTemplate(editing.templateId, body) : createFreightTemplate(body)),
    onSaved: () => onClose(true),
  });
  const regionPicker = (placeholder: string) => (
    <Cascader<Area>
      multiple
      showSearch
      maxTagCount="responsive"
      options={areas}
      fieldNames={{ label: "areaName", value: "areaId", children: "areas" }}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      placeholder={placeholder}
    />
  );
  /** The four numbers of a charge in one row, under `path` (the default charge or a region's). */
  const chargeRow = (path: (string | number)[]) => (
    <div className="flex flex-wrap gap-x-3">
      <Form.Item
        name={[...path, "firstUnit"]}
        label={byWeight ? t("firstUnitKg") : t("firstUnit")}
        rules={[rule(unitRule(byWeight))]}
      >
        <InputNumber min={byWeight ? 0.001 : 1} max={9999} precision={byWeight ? 3 : 0} className="!w-28" />
      </Form.Item>
      <Form.Item name={[...path, "firstFee"]} label={t("firstFee")} rules={[rule(feeRule)]}>
        <InputNumber min={0} precision={2} prefix="¥" className="!w-32" />
      </Form.Item>
      <Form.Item
        name={[...path, "addUnit"]}
        label={byWeight ? t("addUnitKg") : t("addUnit")}
        rules={[rule(unitRule(byWeight))]}
      >
        <InputNumber min={byWeight ? 0.001 : 1} max={9999} precision={byWeight ? 3 : 0} className="!w-28" />
      </Form.Item>
      <Form.Item name={[...path, "addFee"]} label={t("addFee")} rules={[rule(feeRule)]}>
        <InputNumber min={0} precision={2} prefix="¥" className="!w-32" />
      </Form.Item>
    </div>
  );
  return (
    <PromotionDrawer
      open={open}
      title={editing ? t("editTitle") : t("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="freight-form">
        <Form.Item name="name" label={t("name")} rules={[rule(freightTemplateBody.shape.name)]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="chargeType" label={t("chargeType")}>
          <Radio.Group
            options={[
              { value: 0, label: t("chargeTypeCount") },
              { value: 1, label: t("chargeTypeWeight") },
            ]}
          />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t("isDefault")}</Checkbox>
        </Form.Item>
        <h3 className="mb-2 font-medium">{t("defaultRule")}</h3>
        {chargeRow(["defaultRule"])}
        <Form.Item name="freeOver" label={t("freeOver")} extra={t("freeOverHint")} rules={[rule(freeOverRule)]}>
          <InputNumber min={0} precision={2} prefix="¥" className="!w-40" />
        </Form.Item>
        <h3 className="mb-2 font-medium">{t("regionRules")}</h3>
        <Form.List name="regionRules">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className="mb-3 rounded border border-gray-200 p-3" data-testid="freight-rule">
                  <div className="flex items-start gap-2">
                    <Form.Item
                      name={[field.name, "regions"]}
                      label={t("regions")}
                      className="flex-1"
                      validateFirst
                      rules={[{ required: true, message: text("v.freightRegions") }, rule(regionsRule)]}
                    >
                      {regionPicker(t("regionsPlaceholder"))}
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      className="!mt-7"
                      icon={<MinusCircleOutlined />}
                      aria-label={t("removeRule")}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  {chargeRow([field.name])}
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                className="mb-4"
                onClick={() => add({ firstUnit: 1, firstFee: 10, addUnit: 1, addFee: 0, regions: [] })}
              >
                {t("addRegionRule")}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="noDelivery" label={t("noDelivery")} rules={[rule(noDeliveryRule)]}>
          {regionPicker(t("regionsPlaceholder"))}
        </Form.Item>
      </Form>
    </PromotionDrawer>
  );
}
