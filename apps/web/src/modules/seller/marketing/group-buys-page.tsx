"use client";

import { groupActivityBody, type MerchantGroupActivityView, type PromotionState } from "@souk/contract";
import { Form, InputNumber, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { ActivityFields, activityBody, activityInitial, skuRowsIn, type ActivityForm } from "./activity-fields";
import { createGroupBuy, endGroupBuy, groupBuyPage, updateGroupBuy } from "./endpoints";
import { PromotionDrawer } from "./promotion-drawer";
import { PromotionList } from "./promotion-list";
import { toFen, type SkuPriceRow } from "./sku-prices";
import { StateTag } from "./state-tag";
import { usePromotionSave } from "./use-promotion-save";

interface GroupForm extends ActivityForm {
  groupNumber: number;
  groupValidMinutes: number;
}

const f = groupActivityBody.shape;
const STATE: Record<1 | 2 | 3, PromotionState> = { 1: "upcoming", 2: "running", 3: "ended" };

/** The SKU rows of a group buy being edited: its group SKUs with their group price. */
const rowsOf = (g: MerchantGroupActivityView): SkuPriceRow[] =>
  g.skus.map((k) => ({
    skuId: k.skuId,
    label: k.skuName || `#${k.skuId}`,
    price: toFen(k.price),
    on: true,
    promoPrice: k.groupPrice,
  }));

/** /seller/marketing/group-buys: the shop's group buys (open groups), create, edit, end. */
export function GroupBuysPage() {
  const t = useTranslations("seller.marketing");
  const tg = useTranslations("seller.marketing.groupBuy");
  const columns: TableColumnsType<MerchantGroupActivityView> = [
    { title: t("name"), dataIndex: "activityName" },
    { title: t("product"), dataIndex: "prodName" },
    { title: tg("price"), render: (_, g) => `¥${g.groupPrice.toFixed(2)} / ¥${g.price.toFixed(2)}` },
    { title: tg("size"), dataIndex: "groupNumber" },
    { title: tg("openGroups"), dataIndex: "openGroups" },
    { title: t("window"), render: (_, g) => `${g.startTime.slice(0, 16)} – ${g.endTime.slice(0, 16)}` },
    { title: t("state"), render: (_, g) => <StateTag state={STATE[g.activityStatus]} /> },
  ];
  return (
    <PromotionList<MerchantGroupActivityView>
      kind="group-buys"
      title={tg("title")}
      rowKey="groupActivityId"
      load={groupBuyPage}
      columns={columns}
      end={(g) => endGroupBuy(g.groupActivityId)}
      endable={(g) => g.activityStatus !== 3}
      editable={(g) => g.activityStatus !== 3}
      form={(p) => <GroupBuyDrawer {...p} />}
    />
  );
}

function GroupBuyDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MerchantGroupActivityView | null;
  onClose(saved: boolean): void;
}) {
  const tg = useTranslations("seller.marketing.groupBuy");
  const rule = useZodRule();
  const [form] = Form.useForm<GroupForm>();
  useEffect(() => {
    if (!open) return;
    const shared = activityInitial(
      editing && { ...editing, nameZh: editing.activityNameZh, nameEn: editing.activityNameEn },
      editing ? rowsOf(editing) : [],
      5,
    );
    form.setFieldsValue({
      ...shared,
      groupNumber: editing?.groupNumber ?? 2,
      groupValidMinutes: editing?.groupValidMinutes ?? 1440,
    });
  }, [open, editing, form]);
  const saver = usePromotionSave({
    form,
    schema: groupActivityBody,
    toBody: (v: GroupForm) => ({
      ...activityBody(v),
      groupNumber: v.groupNumber,
      groupValidMinutes: v.groupValidMinutes,
      skus: skuRowsIn(form).map((s) => ({ skuId: s.skuId, groupPrice: toFen(s.promoPrice) })),
    }),
    send: (body) => (editing ? updateGroupBuy(editing.groupActivityId, body) : createGroupBuy(body)),
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={editing ? tg("editTitle") : tg("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="group-buy-form">
        <ActivityFields
          shape={f}
          editing={editing}
          running={editing !== null && editing.activityStatus !== 1}
          withStock={false}
          priceLabel={tg("price")}
        >
          <Form.Item name="groupNumber" label={tg("size")} rules={[rule(f.groupNumber)]}>
            <InputNumber min={2} max={50} className="!w-48" />
          </Form.Item>
          <Form.Item name="groupValidMinutes" label={tg("waitMinutes")} rules={[rule(f.groupValidMinutes)]}>
            <InputNumber min={1} max={10080} className="!w-48" />
          </Form.Item>
        </ActivityFields>
      </Form>
    </PromotionDrawer>
  );
}
