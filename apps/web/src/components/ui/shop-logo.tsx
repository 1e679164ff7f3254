import clsx from "clsx";
import { Store } from "@/components/ui/icons";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * A shop's logo in a bordered square (or circle), or the shop icon when the shop has none. Decorative:
 * the shop's name always stands beside it, so the picture has no alternative text of its own.
 */
export function ShopLogo({
  src,
  size,
  iconSize,
  round = false,
  lazy = true,
  className,
}: {
  src: string | null | undefined;
  /** Edge in CSS pixels of the picture's width and height attributes; `className` gives the frame the same size. */
  size: number;
  iconSize: number;
  round?: boolean;
  lazy?: boolean;
  /** The frame's size class (`size-16`) and layout (margins, shrink). */
  className: string;
}) {
  return (
    <span
      className={clsx(
        "flex items-center justify-center overflow-hidden border border-line bg-white",
        round ? "rounded-full" : "rounded-sm",
        className,
      )}
    >
      {src ? (
        <img
          src={mediaUrl(src)}
          alt=""
          width={size}
          height={size}
          loading={lazy ? "lazy" : undefined}
          className="size-full object-cover"
        />
      ) : (
        <Store size={iconSize} className="text-muted" aria-hidden />
      )}
    </span>
  );
}
