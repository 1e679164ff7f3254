"use client";

import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslations } from "next-intl";

/** Up and down for item `index` of a list of `count` (the first cannot go up, the last not down). */
export function MoveButtons({ index, count, onMove }: { index: number; count: number; onMove(d: -1 | 1): void }) {
  const t = useTranslations("decorationEditor");
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={t("moveUp")}
        onClick={() => onMove(-1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={t("moveDown")}
        onClick={() => onMove(1)}
      />
    </>
  );
}
