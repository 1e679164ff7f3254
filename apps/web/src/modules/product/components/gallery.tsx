"use client";

import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type MouseEvent } from "react";
import { mediaUrl } from "@/lib/media/media-url";

const MAIN = 420;
const ZOOM = 2;
const LENS = MAIN / ZOOM;
const VISIBLE_THUMBS = 5;

/**
 * The detail gallery: a main picture with a hover magnifier (a lens over the picture and the
 * enlarged part beside it) and thumbnails below. `shown` is controlled so a chosen SKU can show
 * its own picture.
 */
export function Gallery({
  images,
  shown,
  onShow,
  alt,
}: {
  images: string[];
  shown: string;
  onShow: (img: string) => void;
  alt: string;
}) {
  const t = useTranslations("detail");
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [start, setStart] = useState(0);
  const src = mediaUrl(shown || images[0] || "");

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(Math.max(v, 0), MAIN - LENS);
    setLens({ x: clamp(e.clientX - r.left - LENS / 2), y: clamp(e.clientY - r.top - LENS / 2) });
  };
  const first = Math.min(start, Math.max(0, images.length - VISIBLE_THUMBS));

  return (
    <div className="relative w-[420px] shrink-0 max-md:hidden" data-testid="gallery">
      <div
        className="relative overflow-hidden border border-line bg-white"
        style={{ width: MAIN, height: MAIN }}
        onMouseMove={onMove}
        onMouseLeave={() => setLens(null)}
      >
        {src ? (
          <img
            src={src}
            alt={alt}
            width={MAIN}
            height={MAIN}
            fetchPriority="high"
            className="size-full object-contain"
            data-testid="gallery-main"
          />
        ) : null}
        {lens ? (
          <span
            aria-hidden
            className="pointer-events-none absolute border border-line-strong bg-white/40"
            style={{ left: lens.x, top: lens.y, width: LENS, height: LENS }}
          />
        ) : null}
      </div>
      {lens && src ? (
        <div
          aria-hidden
          className="absolute left-[430px] top-0 z-30 border border-line bg-white bg-no-repeat shadow-lg"
          style={{
            width: MAIN,
            height: MAIN,
            backgroundImage: `url(${JSON.stringify(src)})`,
            backgroundSize: `${MAIN * ZOOM}px ${MAIN * ZOOM}px`,
            backgroundPosition: `-${lens.x * ZOOM}px -${lens.y * ZOOM}px`,
          }}
          data-testid="gallery-zoom"
        />
      ) : null}
      {images.length > 1 ? (
        <div className="mt-2.5 flex items-center gap-1.5">
          <button
            type="button"
            onClick={() => setStart(Math.max(0, first - 1))}
            disabled={first === 0}
            aria-label={t("prevImages")}
            className="flex h-16 w-5 items-center justify-center text-subtle hover:text-brand disabled:text-line-strong"
          >
            <ChevronLeft size={16} aria-hidden />
          </button>
          <ul className="flex flex-1 gap-1.5">
            {images.slice(first, first + VISIBLE_THUMBS).map((img, i) => (
              <li key={img}>
                <button
                  type="button"
                  onMouseEnter={() => onShow(img)}
                  onFocus={() => onShow(img)}
                  onClick={() => onShow(img)}
                  aria-label={t("showImage", { n: first + i + 1 })}
                  aria-pressed={img === shown}
                  className={clsx(
                    "block size-[64px] border-2",
                    img === shown ? "border-brand" : "border-transparent hover:border-brand/50",
                  )}
                  data-testid="gallery-thumb"
                >
                  <img
                    src={mediaUrl(img)}
                    alt=""
                    width={60}
                    height={60}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setStart(Math.min(first + 1, Math.max(0, images.length - VISIBLE_THUMBS)))}
            disabled={first + VISIBLE_THUMBS >= images.length}
            aria-label={t("nextImages")}
            className="flex h-16 w-5 items-center justify-center text-subtle hover:text-brand disabled:text-line-strong"
          >
            <ChevronRight size={16} aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
