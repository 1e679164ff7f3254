"use client";

import type { PlatformBrand, PlatformCategory } from "@souk/contract";
import { App, Button, Card, Image, Input, Select, Space, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { BrandDrawer } from "./brand-drawer";
import { brandPage, categoryTree, setBrandStatus } from "./endpoints";
import { ServerTable } from "@/console/table/server-table";

type Filters = { name?: string; status?: "0" | "1" };
type Open = { editing: PlatformBrand | null } | null;

/**
 * /admin/catalog/brands: every brand, paged by the server and searched by name; add or edit one
 * (logo, names, first letter, order, status, the categories shops may file it under) in a drawer,
 * enable or disable it in the table.
 */
export function BrandsPage() {
  const t = useTranslations("platform.catalog.brands");
  const tc = useTranslations("console");
  const locale = useLocale();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const page = useServerPage<PlatformBrand, Filters>("platform-brands", {}, (req, signal) =>
    client.call(brandPage(req), { signal }),
  );
  const tree = useConsoleQuery("platform-categories", (signal) => client.call(categoryTree(), { signal }));
  const names = useMemo(() => {
    const m = new Map<number, string>();
    const walk = (ns: PlatformCategory[]) =>
      ns.forEach((c) => {
        m.set(c.categoryId, locale === "en" ? c.nameEn : c.nameZh);
        walk(c.children);
      });
    walk(tree.data ?? []);
    return m;
  }, [tree.data, locale]);

  const toggle = async (b: PlatformBrand) => {
    try {
      await client.call(setBrandStatus(b.brandId, b.status === 1 ? 0 : 1));
      message.success(b.status === 1 ? t("nowDisabled") : t("nowEnabled"));
      page.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };

  const columns: TableColumnsType<PlatformBrand> = [
    {
      title: t("logo"),
      dataIndex: "imgUrl",
      width: 80,
      render: (src: string) =>
        src ? <Image src={mediaUrl(src)} alt="" width={48} height={48} preview={false} /> : <span>—</span>,
    },
    {
      title: t("name"),
      key: "name",
      render: (_, b) => (
        <span>
          <span className="font-medium">{locale === "en" ? b.nameEn || b.name : b.name}</span>
          <span className="block text-xs text-gray-500">{locale === "en" ? b.name : b.nameEn}</span>
        </span>
      ),
    },
    { title: t("firstLetter"), dataIndex: "firstLetter", width: 80 },
    {
      title: t("categories"),
      dataIndex: "categoryIds",
      render: (ids: number[]) =>
        ids.length ? (
          <Space size={[0, 4]} wrap>
            {ids.slice(0, 4).map((id) => (
              <Tag key={id}>{names.get(id) ?? `#${id}`}</Tag>
            ))}
            {ids.length > 4 ? <Tag>{t("more", { n: ids.length - 4 })}</Tag> : null}
          </Space>
        ) : (
          <span className="text-gray-500">{t("noCategories")}</span>
        ),
    },
    { title: t("products"), dataIndex: "productCount", width: 90 },
    { title: t("seq"), dataIndex: "seq", width: 70 },
    {
      title: t("status"),
      dataIndex: "status",
      width: 90,
      render: (s: number) => (s === 1 ? <Tag color="#237804">{t("enabled")}</Tag> : <Tag>{t("disabled")}</Tag>),
    },
    {
      title: t("actions"),
      key: "actions",
      width: 150,
      render: (_, b) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ editing: b })}>
            {t("edit")}
          </Button>
          <Button type="link" size="small" onClick={() => void toggle(b)}>
            {b.status === 1 ? t("disable") : t("enable")}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={<h1 className="text-base">{t("title")}</h1>}
      extra={
        <Button type="primary" onClick={() => setOpen({ editing: null })} data-testid="brand-create">
          {t("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("search")}
          aria-label={t("search")}
          style={{ width: 260 }}
          onSearch={(v) => page.setFilters({ ...page.filters, name: v.trim() || undefined })}
        />
        <Select
          aria-label={t("status")}
          value={page.filters.status ?? "all"}
          style={{ width: 140 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, status: v === "all" ? undefined : (v as "0" | "1") })
          }
          options={[
            { value: "all", label: t("allStatus") },
            { value: "1", label: t("enabled") },
            { value: "0", label: t("disabled") },
          ]}
        />
      </Space>
      <ServerTable<PlatformBrand>
        page={page}
        rowKey="brandId"
        columns={columns}
        data-testid="platform-brands"
        emptyText={page.filters.name ? t("noMatch") : t("empty")}
      />
      <BrandDrawer
        open={open !== null}
        editing={open?.editing ?? null}
        tree={tree.data ?? []}
        onClose={(saved) => {
          setOpen(null);
          if (saved) page.reload();
        }}
      />
    </Card>
  );
}
