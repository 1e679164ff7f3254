import clsx from "clsx";

/** Small red count bubble; renders nothing for an empty text. Decorative: the owner's label carries the number. */
export function CountBadge({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <span
      aria-hidden
      className={clsx(
        "inline-block min-w-4 rounded-full bg-brand px-1 text-center text-[11px] leading-4 text-white",
        className,
      )}
    >
      {text}
    </span>
  );
}
