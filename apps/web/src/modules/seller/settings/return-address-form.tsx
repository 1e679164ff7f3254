"use client";

import { returnAddressBody, type Area, type ReturnAddressBody } from "@souk/contract";
import { App, Button, Cascader, Form, Input } from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { areaTreeEndpoint } from "@/lib/api/endpoints/area";
import { useValidationText } from "@/lib/forms/validation-text";
import { returnAddress, saveReturnAddress } from "../api/endpoints";

interface Values {
  receiver: string;
  mobile: string;
  region: number[];
  addr: string;
}

/** Where buyers send returned goods (`/m/shop/returnAddress`): receiver, phone, region chain and detail. */
export function ReturnAddressForm() {
  const t = useTranslations("seller.settings");
  const { client } = useConsole();
  const { message } = App.useApp();
  const rule = useZodRule();
  const text = useValidationText();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const q = useConsoleQuery("return-address", async (signal) => {
    const [address, areas] = await Promise.all([
      client.call(returnAddress(), { signal }),
      client.call(areaTreeEndpoint(), { signal }),
    ]);
    return { address, areas };
  });
  useEffect(() => {
    const a = q.data?.address;
    if (a)
      form.setFieldsValue({
        receiver: a.receiver,
        mobile: a.mobile,
        region: a.provinceId ? [a.provinceId, a.cityId, a.areaId] : [],
        addr: a.addr,
      });
  }, [q.data, form]);
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const shape = returnAddressBody.shape;
  const save = async (v: Values) => {
    const [provinceId, cityId, areaId] = v.region ?? [];
    const body: ReturnAddressBody = {
      receiver: v.receiver,
      mobile: v.mobile,
      provinceId,
      cityId,
      areaId,
      addr: v.addr,
    };
    setSaving(true);
    try {
      await client.call(saveReturnAddress(returnAddressBody.parse(body)));
      message.success(t("saved"));
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("saveFailed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<Values>
      form={form}
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      onFinish={save}
      disabled={q.loading && !q.data}
      data-testid="return-address-form"
    >
      {q.data && !q.data.address && <p className="mb-4 text-gray-500">{t("noReturnAddress")}</p>}
      <Form.Item name="receiver" label={t("receiver")} rules={[rule(shape.receiver)]}>
        <Input className="max-w-xs" />
      </Form.Item>
      <Form.Item name="mobile" label={t("mobile")} rules={[rule(shape.mobile)]}>
        <Input className="max-w-xs" />
      </Form.Item>
      <Form.Item name="region" label={t("region")} rules={[regionRule(text("v.region") ?? "")]}>
        <Cascader<Area>
          options={q.data?.areas ?? []}
          fieldNames={{ label: "areaName", value: "areaId", children: "areas" }}
          placeholder={t("regionPlaceholder")}
          className="max-w-md"
        />
      </Form.Item>
      <Form.Item name="addr" label={t("addr")} rules={[rule(shape.addr)]}>
        <Input />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("saveReturn")}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The region is the whole chain: province, city and district (the contract's region message otherwise). */
const regionRule = (text: string) => ({
  validator: async (_r: unknown, v: unknown) => {
    if (!Array.isArray(v) || v.length !== 3) throw new Error(text);
  },
});
