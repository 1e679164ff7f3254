"use client";

import { EyeInvisibleOutlined, WarningFilled } from "@ant-design/icons";
import type { DecorationBlock } from "@souk/contract";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { DecoratedHeader, DecorationView } from "@/modules/decoration";
import type { EditorBlock } from "./editor-state";
import { servedBlock, type CardCache } from "./resolve";

/** The storefront's content width plus its margins: the canvas shows the page at desktop width. */
const PAGE_WIDTH = 1240;

const some = (v: unknown) => Array.isArray(v) && v.length > 0;
/** Whether the storefront would render nothing for the block yet (no picture, no products…). */
function rendersNothing(b: DecorationBlock): boolean {
  const d = b.dataField;
  switch (b.type) {
    case "picture_by":
      return !(d.imgList as { imgUrl?: string }[] | undefined)?.some((s) => s.imgUrl);
    case "universal_hotspot":
      return !d.imgUrl;
    case "store_list":
      return !some(d.shops);
    case "goods_module2":
      return !(d.columns as { goods?: unknown[] }[] | undefined)?.some((c) => some(c.goods));
    case "goods_module4":
      return !some(d.items);
    case "goods_module5":
      return !(d.tabs as { goods?: unknown[] }[] | undefined)?.some((c) => some(c.goods));
    case "goods_list":
    case "limited_skill":
    case "discount_coupon":
    case "goods_module1":
    case "goods_module3":
      return !some(d.goods);
    default:
      return false;
  }
}

/**
 * The page as buyers will see it, drawn by the storefront's own components at desktop width and
 * zoomed to fit. A click selects a block (links do not navigate here); a block that shows nothing
 * yet, a hidden block and a block with problems are marked.
 */
export function Canvas({
  blocks,
  cards,
  selected,
  problems,
  onSelect,
}: {
  blocks: EditorBlock[];
  cards: CardCache;
  selected: string | null;
  problems: Map<number, string[]>;
  onSelect(key: string): void;
}) {
  const t = useTranslations("decorationEditor");
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => setZoom(Math.min(1, el.clientWidth / PAGE_WIDTH));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="min-w-0 flex-1 overflow-hidden rounded border border-gray-200 bg-page"
      data-testid="deco-canvas"
    >
      <div style={{ width: PAGE_WIDTH, zoom }} className="py-3">
        {blocks.length === 0 ? <p className="py-24 text-center text-base text-gray-500">{t("canvasEmpty")}</p> : null}
        {blocks.map((b, i) => {
          const served = servedBlock(b, locale, cards);
          const issues = problems.get(i) ?? [];
          return (
            // A click anywhere in the block selects it; the block's own links and buttons do nothing here.
            <div
              key={b.key}
              onClickCapture={(e) => {
                e.preventDefault();
                e.stopPropagation();
                onSelect(b.key);
              }}
              className={clsx(
                "relative cursor-pointer outline-offset-2",
                selected === b.key
                  ? "outline outline-2 outline-[#1677ff]"
                  : "hover:outline hover:outline-1 hover:outline-[#91caff]",
                b.hidden && "opacity-40",
              )}
              data-testid="deco-canvas-block"
              data-block-type={b.type}
            >
              {b.type === "shop_signs" ? (
                <DecoratedHeader data={served.dataField} />
              ) : rendersNothing(served) ? (
                <div className="mx-auto mt-3 w-[1200px] border-2 border-dashed border-gray-300 bg-white py-8 text-center text-sm text-gray-500">
                  {t("blockEmpty", { name: t(`blocks.${b.type}`) })}
                </div>
              ) : (
                <DecorationView blocks={[served]} />
              )}
              <div className="pointer-events-none absolute left-2 top-2 flex gap-1">
                {selected === b.key || b.hidden || issues.length ? (
                  <span className="rounded bg-[#1677ff] px-2 py-0.5 text-xs text-white">{t(`blocks.${b.type}`)}</span>
                ) : null}
                {b.hidden ? (
                  <span className="rounded bg-gray-700 px-2 py-0.5 text-xs text-white">
                    <EyeInvisibleOutlined aria-hidden /> {t("hiddenTag")}
                  </span>
                ) : null}
                {issues.length ? (
                  <span
                    className="rounded bg-[#d4380d] px-2 py-0.5 text-xs text-white"
                    data-testid="deco-canvas-problem"
                  >
                    <WarningFilled aria-hidden /> {issues.join(" ")}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
