"use client";

import { BLOCK_TYPES, type BlockType } from "@souk/contract";
import { Button, Tooltip } from "antd";
import { useTranslations } from "next-intl";
import { BLOCK_ICONS } from "./block-meta";

/** The 14 block types; a click adds one after the selected block. A page has one decorated header at most. */
export function Palette({ onAdd, hasSigns }: { onAdd(type: BlockType): void; hasSigns: boolean }) {
  const t = useTranslations("decorationEditor");
  return (
    <section aria-labelledby="deco-palette">
      <h2 id="deco-palette" className="mb-2 text-sm font-semibold">
        {t("palette")}
      </h2>
      <ul className="grid grid-cols-2 gap-1.5">
        {BLOCK_TYPES.map((type) => {
          const disabled = type === "shop_signs" && hasSigns;
          return (
            <li key={type}>
              <Tooltip title={disabled ? t("oneHeader") : t(`blockHints.${type}`)} placement="right">
                <Button
                  block
                  size="small"
                  icon={BLOCK_ICONS[type]}
                  disabled={disabled}
                  onClick={() => onAdd(type)}
                  className="!justify-start !text-xs"
                  data-testid={`palette-${type}`}
                >
                  <span className="truncate">{t(`blocks.${type}`)}</span>
                </Button>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
