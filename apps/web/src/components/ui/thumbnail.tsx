import clsx from "clsx";
import { mediaUrl } from "@/lib/media/media-url";

/** A square product picture (API paths are served under /api). Decorative: the name next to it is the label. */
export function Thumb({ src, size = 80, className }: { src: string; size?: number; className?: string }) {
  const url = mediaUrl(src);
  return url ? (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={clsx("shrink-0 border border-line bg-page object-cover", className)}
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden
      className={clsx("block shrink-0 border border-line bg-page", className)}
      style={{ width: size, height: size }}
    />
  );
}
