"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * Phones (below md): the product's pictures full width, swiped with a finger (embla), a counter
 * in the corner. `shown` follows the chosen SKU's picture like the desktop gallery: the carousel
 * moves to it when it is one of the pictures. The first picture is the page's largest paint
 * (eager, high priority, the same URL as the desktop gallery's: fetched once); the others lazily.
 */
export function PhoneGallery({ images, shown, alt }: { images: string[]; shown: string; alt: string }) {
  const t = useTranslations("detail");
  const [viewportRef, api] = useEmblaCarousel({ loop: false });
  const [index, setIndex] = useState(0);
  const slides = useMemo(() => (images.length > 0 ? images : shown ? [shown] : []), [images, shown]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  // Only when `shown` changes (a SKU was chosen): a swipe must not be undone by the next render.
  useEffect(() => {
    const i = slides.indexOf(shown);
    if (api && i >= 0 && i !== api.selectedScrollSnap()) api.scrollTo(i);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, shown]);

  if (slides.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("phoneGallery")}
      className="relative -mx-3 -mt-3 bg-white md:hidden"
      data-testid="phone-gallery"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((img, i) => (
            <div
              key={img}
              className="aspect-square min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription="slide"
              aria-label={t("phoneImage", { n: i + 1, count: slides.length })}
            >
              <img
                src={mediaUrl(img)}
                alt={i === 0 ? alt : ""}
                width={750}
                height={750}
                sizes="100vw"
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                className="size-full object-contain"
                data-testid="phone-gallery-img"
              />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <span
          className="absolute bottom-3 right-3 rounded-full bg-black/45 px-2 py-0.5 text-xs text-white"
          aria-live="polite"
          data-testid="phone-gallery-counter"
        >
          {index + 1}/{slides.length}
        </span>
      ) : null}
    </section>
  );
}
