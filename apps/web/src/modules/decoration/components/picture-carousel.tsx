"use client";

import clsx from "clsx";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useMounted } from "@/lib/hooks/use-mounted";
import { mediaUrl } from "@/lib/media/media-url";
import { DecorationAnchor } from "./decoration-link";

export interface Slide {
  imgUrl: string;
  title: string;
  path: unknown;
}

/**
 * picture_by: an auto-advancing carousel (embla). It pauses while hovered or focused, when the
 * buyer presses pause, and never moves for prefers-reduced-motion. The first slide is loaded
 * eagerly (it is the page's largest paint); the others lazily, and their links and pictures are
 * not in the page's HTML (hidden until the carousel moves; ADR 0030-page-weight): the empty
 * slides keep the carousel's width, and are filled once the island is hydrated.
 */
export function PictureCarousel({
  slides,
  height,
  interval,
  label,
  width = 1200,
}: {
  slides: Slide[];
  /** The carousel's accessible name. */
  label: string;
  height: number;
  interval: number;
  width?: number;
}) {
  const t = useTranslations("decoration");
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const mounted = useMounted();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || paused || hovered || slides.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setInterval(() => api.scrollNext(), Math.max(interval, 2000));
    return () => window.clearInterval(id);
  }, [api, paused, hovered, interval, slides.length]);

  const go = useCallback((i: number) => api?.scrollTo(i), [api]);

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // On a phone the carousel keeps its pictures' proportions at the screen's width (--ar) instead of
      // the desktop's fixed height; embla swipes it by touch.
      className="group relative overflow-hidden bg-page max-md:aspect-(--ar) max-md:h-auto!"
      style={{ height, ["--ar" as string]: `${width} / ${height}` }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-block="picture_by"
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {slides.map((s, i) => (
            <div
              key={i}
              className="h-full min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slideOf", { n: i + 1, total: slides.length })}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              {i > 0 && !mounted ? null : (
                <DecorationAnchor
                  link={s.path}
                  label={s.title || t("slideOf", { n: i + 1, total: slides.length })}
                  className="block h-full"
                  testId="carousel-link"
                >
                  <img
                    src={mediaUrl(s.imgUrl)}
                    alt={s.title}
                    width={width}
                    height={height}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                    decoding={i === 0 ? "sync" : "async"}
                    className="block size-full object-cover"
                  />
                </DecorationAnchor>
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            aria-label={t("previous")}
            className="absolute left-0 top-1/2 flex h-16 w-8 -translate-y-1/2 items-center justify-center bg-black/25 text-white opacity-0 transition-opacity hover:bg-black/40 focus-visible:opacity-100 group-hover:opacity-100"
          >
            <ChevronLeft size={22} aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            aria-label={t("next")}
            className="absolute right-0 top-1/2 flex h-16 w-8 -translate-y-1/2 items-center justify-center bg-black/25 text-white opacity-0 transition-opacity hover:bg-black/40 focus-visible:opacity-100 group-hover:opacity-100"
          >
            <ChevronRight size={22} aria-hidden />
          </button>
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center rounded-full bg-black/25 px-1.5">
            {slides.map((s, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={t("goToSlide", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="group/dot flex size-6 items-center justify-center"
              >
                <span
                  aria-hidden
                  className={clsx(
                    "size-2.5 rounded-full",
                    i === index ? "bg-white" : "bg-white/50 group-hover/dot:bg-white/80",
                  )}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t("play") : t("pause")}
              className="flex size-6 items-center justify-center text-white"
            >
              {paused ? <Play size={12} aria-hidden /> : <Pause size={12} aria-hidden />}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
