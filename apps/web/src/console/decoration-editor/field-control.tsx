"use client";

import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { BlockType, DecorationPickerShop, ShopCard } from "@souk/contract";
import { Button, ColorPicker, Form, InputNumber, Select, Switch } from "antd";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { BiInput } from "./bi-input";
import { PICTURE_HINTS } from "./block-catalogue";
import type { Field } from "./block-fields";
import { getIn, type DataPath } from "./data-path";
import { useEditor } from "./editor-context";
import { HotspotsInput, type Hotspot } from "./hotspots-input";
import { ImageInput } from "./image-input";
import { LinkInput } from "./link-input";
import { MoveButtons } from "./move-buttons";
import { ProductsInput } from "./products-input";
import { RemoteIdSelect } from "./remote-multi-select";

const shopCard = (s: DecorationPickerShop): ShopCard => ({
  shopId: s.shopId,
  shopName: s.shopName,
  shopLogo: s.shopLogo,
  intro: "",
  shopType: 2,
  score: 0,
  followers: 0,
});

export interface FieldProps {
  blockType: BlockType;
  /** The block's whole data (fields may depend on a sibling: hotspots on the picture). */
  data: Record<string, unknown>;
  path: DataPath;
  field: Field;
  /** The contract's messages, by path inside the block's data ("imgList.0.imgUrl"). */
  errors: ReadonlyMap<string, string>;
  onChange(path: DataPath, value: unknown): void;
}

/** One field of a block's settings form, by kind; lists and objects render their fields inside. */
export function FieldControl({ blockType, data, path, field, errors, onChange }: FieldProps) {
  const t = useTranslations("decorationEditor");
  const tf = useTranslations("decorationEditor.field");
  const { client } = useConsole();
  const { owner, remember } = useEditor();
  const at = [...path, field.key];
  const value = getIn(data, at);
  const set = (v: unknown) => onChange(at, v);
  const label = tf(field.label);
  const testId = `field-${at.join("-")}`;
  const error = errors.get(at.join("."));
  const input = (() => {
    switch (field.kind) {
      case "bi":
        return <BiInput value={value} onChange={set} label={label} max={field.max} testId={testId} />;
      case "number":
        return (
          <InputNumber
            size="small"
            min={field.min}
            max={field.max}
            step={field.step ?? 1}
            value={typeof value === "number" ? value : undefined}
            suffix={field.unit}
            aria-label={label}
            onChange={(v) => set(v ?? field.min)}
            className="!w-40"
          />
        );
      case "color":
        return (
          <ColorPicker
            size="small"
            showText
            disabledAlpha
            value={typeof value === "string" ? value : undefined}
            onChangeComplete={(c) => set(c.toHexString())}
            aria-label={label}
          />
        );
      case "image":
        return (
          <ImageInput value={value} onChange={set} label={label} hint={PICTURE_HINTS[blockType]} testId={testId} />
        );
      case "link":
        return <LinkInput value={value} onChange={set} label={label} testId={testId} />;
      case "products":
        return <ProductsInput value={value} onChange={set} max={field.max} testId={testId} />;
      case "shops":
        return (
          <RemoteIdSelect
            multiple
            max={field.max}
            value={value}
            onChange={set}
            label={label}
            testId={testId}
            queryKey={`deco-shops-${owner.kind}`}
            load={async (name, signal) => {
              const r = await client.call(owner.api.pickShops({ name: name || undefined, current: 1, size: 20 }), {
                signal,
              });
              remember({ shops: r.records.map(shopCard) });
              return r.records.map((s) => ({ value: s.shopId, label: s.shopName }));
            }}
          />
        );
      case "coupons":
        return (
          <RemoteIdSelect
            multiple
            max={field.max}
            value={value}
            onChange={set}
            label={label}
            testId={testId}
            queryKey={`deco-coupons-${owner.kind}`}
            load={async (name, signal) =>
              (
                await client.call(owner.api.pickCoupons({ name: name || undefined, current: 1, size: 20 }), { signal })
              ).records.map((c) => ({ value: c.couponId, label: c.couponName }))
            }
          />
        );
      case "flashSession":
        return (
          <RemoteIdSelect
            value={value}
            onChange={set}
            label={label}
            testId={testId}
            queryKey={`deco-flash-${owner.kind}`}
            load={async (_name, signal) =>
              (await client.call(owner.api.pickFlashSessions(), { signal })).map((s) => ({
                value: s.session,
                label: t("sessionLabel", {
                  start: dayjs(s.startTime).format("MM-DD HH:mm"),
                  end: dayjs(s.endTime).format("MM-DD HH:mm"),
                  n: s.productCount,
                }),
              }))
            }
          />
        );
      case "select":
        return (
          <Select<number>
            size="small"
            value={typeof value === "number" ? value : undefined}
            options={field.options}
            onChange={set}
            aria-label={label}
            className="!w-40"
          />
        );
      case "show":
        return (
          <Switch size="small" checked={Number(value) !== 1} onChange={(on) => set(on ? 0 : 1)} aria-label={label} />
        );
      case "hotspots":
        return (
          <HotspotsInput
            value={value}
            onChange={(h: Hotspot[]) => set(h)}
            imgUrl={typeof data.imgUrl === "string" ? data.imgUrl : ""}
            onSize={(width, height) => {
              if (width && height && (data.width !== width || data.height !== height))
                onChange([], { ...data, width, height });
            }}
          />
        );
      case "object":
        return (
          <div className="rounded border border-gray-200 p-2">
            {field.fields.map((f) => (
              <FieldControl
                key={f.key}
                blockType={blockType}
                data={data}
                path={at}
                field={f}
                errors={errors}
                onChange={onChange}
              />
            ))}
          </div>
        );
      case "list": {
        const items = Array.isArray(value) ? (value as unknown[]) : [];
        const move = (i: number, d: number) => {
          const next = [...items];
          [next[i], next[i + d]] = [next[i + d], next[i]];
          set(next);
        };
        return (
          <div>
            <ol className="flex flex-col gap-2">
              {items.map((_, i) => (
                <li key={i} className="rounded border border-gray-200 p-2" data-testid={`${testId}-item`}>
                  <div className="mb-1 flex items-center justify-between text-xs font-semibold">
                    <span>{tf(field.itemLabel, { n: i + 1 })}</span>
                    <span>
                      <MoveButtons index={i} count={items.length} onMove={(d) => move(i, d)} />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={items.length <= field.min}
                        aria-label={t("removeItem", { name: tf(field.itemLabel, { n: i + 1 }) })}
                        onClick={() => set(items.filter((__, j) => j !== i))}
                      />
                    </span>
                  </div>
                  {field.fields.map((f) => (
                    <FieldControl
                      key={f.key}
                      blockType={blockType}
                      data={data}
                      path={[...at, i]}
                      field={f}
                      errors={errors}
                      onChange={onChange}
                    />
                  ))}
                </li>
              ))}
            </ol>
            {items.length < field.max ? (
              <Button
                size="small"
                icon={<PlusOutlined />}
                className="mt-2"
                onClick={() => set([...items, field.newItem()])}
                data-testid={`${testId}-add`}
              >
                {t("addItem", { name: tf(field.itemLabel, { n: items.length + 1 }) })}
              </Button>
            ) : null}
          </div>
        );
      }
    }
  })();
  return (
    <Form.Item
      label={label}
      validateStatus={error ? "error" : undefined}
      help={error}
      className="!mb-3"
      layout="vertical"
    >
      {input}
    </Form.Item>
  );
}
