"use client";

import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, InputNumber } from "antd";
import { useTranslations } from "next-intl";
import { useRef, useState, type PointerEvent } from "react";
import { mediaUrl } from "@/lib/media/media-url";
import { noLink } from "./block-catalogue";
import { LinkInput } from "./link-input";

export interface Hotspot {
  x: number;
  y: number;
  w: number;
  h: number;
  path: unknown;
}
const round = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The clickable areas of a universal_hotspot picture, in % of the picture: drawn by dragging on
 * the picture, or added and sized with the number fields (keyboard); each has its own link.
 */
export function HotspotsInput({
  value,
  onChange,
  imgUrl,
  onSize,
}: {
  value: unknown;
  onChange(h: Hotspot[]): void;
  imgUrl: string;
  /** The picture's natural size, once loaded (the block keeps it for the page's aspect ratio). */
  onSize(width: number, height: number): void;
}) {
  const t = useTranslations("decorationEditor.hotspot");
  const spots = (Array.isArray(value) ? value : []) as Hotspot[];
  const box = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<{ x0: number; y0: number; x: number; y: number } | null>(null);
  const at = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return { x: clamp(((e.clientX - r.left) / r.width) * 100), y: clamp(((e.clientY - r.top) / r.height) * 100) };
  };
  const rect = (d: NonNullable<typeof drawing>) => ({
    x: round(Math.min(d.x0, d.x)),
    y: round(Math.min(d.y0, d.y)),
    w: round(Math.abs(d.x - d.x0)),
    h: round(Math.abs(d.y - d.y0)),
  });
  const update = (i: number, patch: Partial<Hotspot>) =>
    onChange(spots.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  if (!imgUrl) return <p className="text-xs text-gray-500">{t("needPicture")}</p>;
  return (
    <div>
      <p className="mb-1 text-xs text-gray-500">{t("drawHint")}</p>
      {/* Drawing is for the mouse; the number fields below do the same from the keyboard. */}
      <div
        ref={box}
        className="relative mb-2 cursor-crosshair touch-none select-none"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const p = at(e);
          setDrawing({ x0: p.x, y0: p.y, ...p });
        }}
        onPointerMove={(e) => drawing && setDrawing({ ...drawing, ...at(e) })}
        onPointerUp={() => {
          if (drawing) {
            const r = rect(drawing);
            if (r.w >= 2 && r.h >= 2) onChange([...spots, { ...r, path: noLink() }]);
          }
          setDrawing(null);
        }}
        data-testid="hotspot-canvas"
      >
        <img
          src={mediaUrl(imgUrl)}
          alt=""
          className="block w-full"
          draggable={false}
          onLoad={(e) => onSize(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
        />
        {[...spots, ...(drawing ? [{ ...rect(drawing), path: null }] : [])].map((s, i) => (
          <div
            key={i}
            className="absolute border-2 border-[#1677ff] bg-[#1677ff]/20 text-xs font-semibold text-white"
            style={{ left: `${s.x}%`, top: `${s.y}%`, width: `${s.w}%`, height: `${s.h}%` }}
          >
            <span className="bg-[#1677ff] px-1">{i + 1}</span>
          </div>
        ))}
      </div>
      <ol className="flex flex-col gap-2">
        {spots.map((s, i) => (
          <li key={i} className="rounded border border-gray-200 p-2" data-testid="hotspot-item">
            <div className="mb-1 flex items-center justify-between text-xs font-semibold">
              {t("area", { n: i + 1 })}
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("remove", { n: i + 1 })}
                onClick={() => onChange(spots.filter((_, j) => j !== i))}
              />
            </div>
            <div className="mb-1 grid grid-cols-4 gap-1">
              {(["x", "y", "w", "h"] as const).map((k) => (
                <InputNumber
                  key={k}
                  size="small"
                  min={0}
                  max={100}
                  step={1}
                  value={s[k]}
                  prefix={k}
                  suffix="%"
                  aria-label={`${t("area", { n: i + 1 })} ${t(k)}`}
                  onChange={(v) => update(i, { [k]: clamp(Number(v ?? 0)) })}
                />
              ))}
            </div>
            <LinkInput value={s.path} onChange={(path) => update(i, { path })} label={t("area", { n: i + 1 })} />
          </li>
        ))}
      </ol>
      <Button
        size="small"
        icon={<PlusOutlined />}
        className="mt-2"
        onClick={() => onChange([...spots, { x: 0, y: 0, w: 25, h: 100, path: noLink() }])}
      >
        {t("add")}
      </Button>
    </div>
  );
}
