"use client";

import { formatYuan, type FreightCharge, type FreightTemplate } from "@souk/contract";
import { App, Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { areaTreeEndpoint } from "@/lib/api/endpoints/area";
import { deleteFreightTemplate, freightTemplates } from "../api/endpoints";
import { FreightDrawer } from "./freight-drawer";
import { areaIndex } from "./region-chains";

/** How many region names a cell shows before "…". */
const NAMES_SHOWN = 3;

/**
 * The shop's freight templates (`/m/freight-templates`, ADR 0042), the default first: its charge,
 * region charges, free-over amount and regions not delivered to; the owner creates, edits and
 * deletes them (roles that may only read see the table).
 */
export function FreightTemplates({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("seller.freight");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const sep = useLocale() === "en" ? ", " : "、";
  const [drawer, setDrawer] = useState<{ editing: FreightTemplate | null } | null>(null);
  const q = useConsoleQuery("freight-templates", async (signal) => {
    const [templates, areas] = await Promise.all([
      client.call(freightTemplates(), { signal }),
      client.call(areaTreeEndpoint(), { signal }),
    ]);
    return { templates, areas, index: areaIndex(areas) };
  });
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const index = q.data?.index;
  const charge = (c: FreightCharge, chargeType: number) =>
    t(chargeType === 1 ? "chargeByWeight" : "charge", {
      ...c,
      firstFee: formatYuan(c.firstFee),
      addFee: formatYuan(c.addFee),
    });
  const names = (ids: number[]) => {
    const all = ids.map((id) => index?.get(id)?.name ?? `#${id}`);
    return all.length > NAMES_SHOWN ? `${all.slice(0, NAMES_SHOWN).join(sep)}… (${all.length})` : all.join(sep);
  };
  const remove = async (f: FreightTemplate) => {
    try {
      await client.call(deleteFreightTemplate(f.templateId));
      message.success(t("deleted"));
      q.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };
  const columns: TableColumnsType<FreightTemplate> = [
    {
      title: t("name"),
      width: 180,
      render: (_, f) => (
        <span>
          {f.name}
          {f.isDefault === 1 ? (
            <Tag color="#0958d9" className="!ml-2">
              {t("defaultTag")}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { title: t("defaultRule"), render: (_, f) => charge(f.defaultRule, f.chargeType) },
    {
      title: t("regionRules"),
      render: (_, f) =>
        f.regionRules.length ? (
          <ul>
            {f.regionRules.map((r, i) => (
              <li key={i}>
                {names(r.areaIds)}: {charge(r, f.chargeType)}
              </li>
            ))}
          </ul>
        ) : (
          t("rulesCount", { n: 0 })
        ),
    },
    {
      title: t("freeOver"),
      width: 130,
      render: (_, f) => (f.freeOver === null ? "—" : t("freeOverText", { amount: formatYuan(f.freeOver) })),
    },
    {
      title: t("noDelivery"),
      render: (_, f) => (f.noDeliveryAreaIds.length ? names(f.noDeliveryAreaIds) : t("noDeliveryNone")),
    },
    { title: t("updated"), dataIndex: "updateTime", width: 170 },
  ];
  if (canEdit)
    columns.push({
      title: t("actions"),
      width: 130,
      render: (_, f) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDrawer({ editing: f })}>
            {t("edit")}
          </Button>
          <Popconfirm
            title={t("deleteConfirm", { name: f.name })}
            okText={t("delete")}
            cancelText={t("cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(f)}
          >
            <Button type="link" size="small" danger>
              {t("delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  return (
    <>
      <div className="mb-4 flex items-start justify-between gap-4">
        <p className="text-gray-600">{canEdit ? t("intro") : `${t("intro")} ${t("readOnly")}`}</p>
        {canEdit ? (
          <Button type="primary" onClick={() => setDrawer({ editing: null })} data-testid="freight-create">
            {t("create")}
          </Button>
        ) : null}
      </div>
      <Table<FreightTemplate>
        rowKey="templateId"
        columns={columns}
        dataSource={q.data?.templates}
        loading={q.loading}
        pagination={false}
        locale={{ emptyText: t("empty") }}
        data-testid="freight-templates"
      />
      {canEdit ? (
        <FreightDrawer
          open={drawer !== null}
          editing={drawer?.editing ?? null}
          areas={q.data?.areas ?? []}
          index={index}
          onClose={(saved) => {
            setDrawer(null);
            if (saved) q.reload();
          }}
        />
      ) : null}
    </>
  );
}
