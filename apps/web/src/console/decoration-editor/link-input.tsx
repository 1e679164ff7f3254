"use client";

import { LinkOutlined } from "@ant-design/icons";
import { LINK_TYPES, type DecorationLink, type DecorationPickerCategory } from "@souk/contract";
import { AutoComplete, Button, Cascader, Form, Input, Modal, Radio, Select } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { resolveDecorationLink } from "@/modules/decoration";
import { useEditor } from "./editor-context";
import { ProductPicker, useCategoryOptions } from "./product-picker";

/** Storefront pages an internal link usually goes to (type 4), offered while typing. */
const COMMON_PATHS = ["/", "/coupons", "/flash-sale", "/special-discount", "/group-buy", "/shopList", "/list?st=1"];

type Link = DecorationLink;
const flatten = (tree: DecorationPickerCategory[]): DecorationPickerCategory[] =>
  tree.flatMap((c) => [c, ...flatten(c.children)]);
const asLink = (v: unknown): Link | null =>
  v && typeof v === "object" && LINK_TYPES.includes(Number((v as Link).type) as Link["type"]) ? (v as Link) : null;

/** What the link goes to, in words ("Product: Stellix X1"). */
function useLinkSummary() {
  const t = useTranslations("decorationEditor.link");
  return (l: Link | null) => {
    if (!l) return t("none");
    const target = l.name || (Array.isArray(l.link) ? l.link.join(" / ") : String(l.link));
    return `${t(`types.${l.type}`)}: ${target}`;
  };
}

function RemoteSelect({
  value,
  onChange,
  load,
  label,
  testId,
}: {
  value: number | undefined;
  onChange(id: number, name: string, extra?: { shopId?: number }): void;
  load(search: string, signal: AbortSignal): Promise<{ value: number; label: string; shopId?: number }[]>;
  label: string;
  testId?: string;
}) {
  const [search, setSearch] = useState("");
  const q = useConsoleQuery(`${label}:${search}`, (signal) => load(search, signal));
  const options = q.data ?? [];
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: (s) => setSearch(s.trim()) }}
      value={value}
      loading={q.loading}
      options={options}
      aria-label={label}
      placeholder={label}
      className="!w-full"
      onChange={(id) => {
        const o = options.find((x) => x.value === id);
        onChange(id, o?.label ?? String(id), { shopId: o?.shopId });
      }}
      data-testid={testId}
    />
  );
}

/** The link editor: the 6 link types of spec part 2; products, categories, shops and micro pages are chosen from lists. */
function LinkDialog({ initial, onClose, onSave }: { initial: Link | null; onClose(): void; onSave(l: Link): void }) {
  const t = useTranslations("decorationEditor.link");
  const { client } = useConsole();
  const { owner } = useEditor();
  const categories = useCategoryOptions();
  const [draft, setDraft] = useState<Link>(initial ?? { type: 1, link: "" });
  const [picking, setPicking] = useState(false);
  const set = (l: Partial<Link>) => setDraft((d) => ({ ...d, ...l }));
  const valid = resolveDecorationLink(draft) !== null;
  const idValue = typeof draft.link === "number" ? draft.link : undefined;
  return (
    <Modal
      open
      title={t("title")}
      okText={t("ok")}
      cancelText={t("cancel")}
      okButtonProps={{ disabled: !valid, "data-testid": "link-ok" }}
      onOk={() => onSave(draft)}
      onCancel={onClose}
      width={560}
    >
      <Form layout="vertical">
        <Form.Item label={t("type")}>
          <Radio.Group
            value={draft.type}
            onChange={(e) => setDraft({ type: e.target.value as Link["type"], link: "" })}
            optionType="button"
            size="small"
            options={LINK_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
            data-testid="link-type"
          />
        </Form.Item>
        {draft.type === 1 ? (
          <Form.Item label={t("product")}>
            <Button onClick={() => setPicking(true)} data-testid="link-pick-product">
              {draft.name || (idValue ? `#${idValue}` : t("pickProduct"))}
            </Button>
            {picking ? (
              <ProductPicker
                open
                max={1}
                initial={idValue ? [idValue] : []}
                onClose={() => setPicking(false)}
                onPick={(ids, rows) => {
                  setPicking(false);
                  if (ids[0]) set({ link: ids[0], name: rows.get(ids[0])?.name });
                }}
              />
            ) : null}
          </Form.Item>
        ) : null}
        {draft.type === 2 && owner.kind === "shop" ? (
          <Form.Item label={t("shopCategory")}>
            <RemoteSelect
              value={idValue}
              label={t("shopCategory")}
              testId="link-shop-category"
              load={async (_name, signal) =>
                flatten(await client.call(owner.api.pickShopCategories(), { signal })).map((c) => ({
                  value: c.categoryId,
                  label: c.name,
                }))
              }
              onChange={(id, name) => set({ link: id, name, shopId: owner.shopId })}
            />
          </Form.Item>
        ) : null}
        {draft.type === 2 && owner.kind === "platform" ? (
          <Form.Item label={t("category")}>
            <Cascader
              options={categories}
              changeOnSelect
              value={Array.isArray(draft.link) ? draft.link.map(Number) : undefined}
              aria-label={t("category")}
              onChange={(path, opts) =>
                set({
                  link: (path ?? []).map(Number),
                  name: (opts ?? []).map((o) => String(o.label)).join(" / "),
                  shopId: undefined,
                })
              }
              data-testid="link-category"
            />
          </Form.Item>
        ) : null}
        {draft.type === 3 ? (
          <Form.Item label={t("shop")}>
            <RemoteSelect
              value={idValue}
              label={t("shop")}
              testId="link-shop"
              load={async (name, signal) =>
                (
                  await client.call(owner.api.pickShops({ name: name || undefined, current: 1, size: 20 }), { signal })
                ).records.map((s) => ({ value: s.shopId, label: s.shopName }))
              }
              onChange={(id, name) => set({ link: id, name })}
            />
          </Form.Item>
        ) : null}
        {draft.type === 5 ? (
          <Form.Item label={t("microPage")}>
            <RemoteSelect
              value={idValue}
              label={t("microPage")}
              testId="link-micro-page"
              load={async (name, signal) =>
                (
                  await client.call(owner.api.pickMicroPages({ name: name || undefined, current: 1, size: 20 }), {
                    signal,
                  })
                ).records.map((p) => ({ value: p.renovationId, label: p.name, shopId: p.shopId }))
              }
              onChange={(id, name, extra) => set({ link: id, name, shopId: extra?.shopId ?? 0 })}
            />
          </Form.Item>
        ) : null}
        {draft.type === 4 ? (
          <Form.Item label={t("path")} extra={t("pathHint")}>
            <AutoComplete
              value={typeof draft.link === "string" ? draft.link : ""}
              options={COMMON_PATHS.map((p) => ({ value: p }))}
              onChange={(v: string) => set({ link: v, name: undefined })}
              aria-label={t("path")}
            >
              <Input data-testid="link-path" />
            </AutoComplete>
          </Form.Item>
        ) : null}
        {draft.type === 6 ? (
          <Form.Item label={t("url")} extra={t("urlHint")}>
            <Input
              value={typeof draft.link === "string" ? draft.link : ""}
              onChange={(e) => set({ link: e.target.value, name: undefined })}
              aria-label={t("url")}
              data-testid="link-url"
            />
          </Form.Item>
        ) : null}
        {!valid && draft.link !== "" ? <p className="text-xs text-[#d4380d]">{t("invalid")}</p> : null}
      </Form>
    </Modal>
  );
}

/** A block's link: what it goes to, and a button that opens the link editor. */
export function LinkInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: unknown;
  onChange(l: Link): void;
  label: string;
  testId?: string;
}) {
  const t = useTranslations("decorationEditor.link");
  const summary = useLinkSummary();
  const [open, setOpen] = useState(false);
  const link = asLink(value);
  return (
    <div className="flex items-center gap-2">
      <span
        className="min-w-0 flex-1 truncate text-xs text-gray-600"
        data-testid={testId ? `${testId}-summary` : undefined}
      >
        {summary(link)}
      </span>
      <Button
        size="small"
        icon={<LinkOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`${t("edit")} ${label}`}
        data-testid={testId}
      >
        {t("edit")}
      </Button>
      {open ? (
        <LinkDialog
          initial={link}
          onClose={() => setOpen(false)}
          onSave={(l) => {
            setOpen(false);
            onChange(l);
          }}
        />
      ) : null}
    </div>
  );
}
