"use client";

import { CloseOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mediaUrl } from "@/lib/media/media-url";
import { useEditor } from "./editor-context";
import { MoveButtons } from "./move-buttons";
import { ProductPicker } from "./product-picker";

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

/** The products of a goods block, in their order: chosen in the product picker, moved and removed here. */
export function ProductsInput({
  value,
  onChange,
  max,
  testId,
}: {
  value: unknown;
  onChange(ids: number[]): void;
  max: number;
  testId?: string;
}) {
  const t = useTranslations("decorationEditor");
  const { cards } = useEditor();
  const [open, setOpen] = useState(false);
  const list = ids(value);
  const move = (i: number, d: number) => {
    const next = [...list];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange(next);
  };
  return (
    <div data-testid={testId}>
      <ol className="mb-2 flex flex-col gap-1">
        {list.map((id, i) => {
          const card = cards.products.get(id);
          return (
            <li
              key={id}
              className="flex items-center gap-2 rounded border border-gray-200 px-1 py-0.5 text-xs"
              data-testid="chosen-product"
            >
              {card ? (
                <img src={mediaUrl(card.pic)} alt="" width={28} height={28} className="h-7 w-7 object-cover" />
              ) : null}
              <span className="min-w-0 flex-1 truncate">{card?.prodName ?? t("productGone", { id })}</span>
              <MoveButtons index={i} count={list.length} onMove={(d) => move(i, d)} />
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t("removeItem", { name: card?.prodName ?? `#${id}` })}
                onClick={() => onChange(list.filter((x) => x !== id))}
              />
            </li>
          );
        })}
      </ol>
      <Button size="small" onClick={() => setOpen(true)} data-testid={testId ? `${testId}-pick` : undefined}>
        {t("pickProducts", { n: list.length, max })}
      </Button>
      {open ? (
        <ProductPicker
          open
          max={max}
          initial={list}
          onClose={() => setOpen(false)}
          onPick={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      ) : null}
    </div>
  );
}
