"use client";

import { merchantProductBody } from "@souk/contract";
import { Alert, Button, Card, Cascader, Form, Input, Select, Switch } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useZodRule } from "@/console/forms/zod-rule";
import type { CascaderOption } from "./category-path";
import { ContentField } from "./content-field";
import { PictureField } from "./picture-field";
import type { ProductBasics } from "./product-body";
import { SkuTable } from "./sku-table";
import { SpecEditor } from "./spec-editor";
import { useProductEditor, type EditorStart } from "./use-product-editor";

const shape = merchantProductBody.shape;

/** The create/edit form of a product, in the order a shop fills it: basics, pictures, specs and SKUs, detail, shelf. */
export function ProductEditor({ start, categories }: { start: EditorStart; categories: CascaderOption[] }) {
  const t = useTranslations("seller.productForm");
  const tx = useTranslations("seller.productExtras");
  const rule = useZodRule();
  const locale = useLocale();
  const e = useProductEditor(start);
  return (
    <Form<ProductBasics> form={e.form} layout="vertical" initialValues={start.basics} onFinish={e.save}>
      <Card title={<h1 className="text-base">{start.prodId ? t("editTitle") : t("createTitle")}</h1>}>
        {start.takedownReason ? (
          <Alert
            type="error"
            showIcon
            className="!mb-4"
            title={t("takedownTitle")}
            description={t("takedownBody", { reason: start.takedownReason })}
            data-testid="product-takedown"
          />
        ) : null}
        <h2 className="mb-3 font-medium">{t("basics")}</h2>
        <Form.Item name="category" label={t("category")} rules={[{ required: true, message: t("categoryRequired") }]}>
          <Cascader options={categories} placeholder={t("categoryHint")} style={{ width: 420 }} />
        </Form.Item>
        <Form.Item name="brandId" label={t("brand")}>
          <Select
            allowClear
            placeholder={t("brandHint")}
            style={{ width: 260 }}
            options={e.brands.map((b) => ({ value: b.brandId, label: b.name }))}
          />
        </Form.Item>
        <Form.Item name="prodName" label={t("nameZh")} rules={[rule(shape.prodName)]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item name="prodNameEn" label={t("nameEn")} rules={[rule(shape.prodNameEn)]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="brief" label={t("brief")} rules={[rule(shape.brief)]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="shopCategoryId" label={tx("group")} extra={e.groups.length ? undefined : tx("noGroups")}>
          <Select
            allowClear
            placeholder={tx("groupHint")}
            style={{ width: 260 }}
            options={e.groups.map((g) => ({ value: g.shopCategoryId, label: g.categoryName }))}
          />
        </Form.Item>
        <Form.Item
          label={tx("homeGroups")}
          htmlFor="product-home-groups"
          extra={e.homeGroups.length ? tx("homeGroupsHint") : tx("noHomeGroups")}
        >
          <Select
            id="product-home-groups"
            mode="multiple"
            allowClear
            style={{ width: 420 }}
            value={e.homeGroupIds}
            onChange={e.setHomeGroupIds}
            options={e.homeGroups.map((g) => ({ value: g.tagId, label: locale === "en" ? g.titleEn : g.titleZh }))}
            data-testid="product-home-groups"
          />
        </Form.Item>
        <Form.Item
          name="noReasonReturn"
          label={tx("noReasonReturn")}
          extra={tx("noReasonHint")}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>

        <h2 className="mt-6 mb-3 font-medium">{t("pictures")}</h2>
        <PictureField value={e.pictures} onChange={e.setPictures} />

        <h2 className="mt-6 mb-3 font-medium">{t("specs")}</h2>
        <SpecEditor value={e.dimensions} onChange={e.setDimensions} />
        <div className="mt-3">
          <SkuTable dimensions={e.dimensions} rows={e.rows} pictures={e.pictures} onChange={e.updateRow} />
        </div>

        <h2 className="mt-6 mb-3 font-medium">{t("detail")}</h2>
        <Form.Item name="content" label={t("content")} extra={t("contentHint")} rules={[rule(shape.content)]}>
          <ContentField />
        </Form.Item>
        <Form.Item name="onShelf" label={t("onShelf")} valuePropName="checked">
          <Switch />
        </Form.Item>

        {e.problem ? <Alert type="error" title={e.problem} className="!mb-4" role="alert" /> : null}
        <Button type="primary" htmlType="submit" loading={e.saving}>
          {t("save")}
        </Button>
      </Card>
    </Form>
  );
}
