import clsx from "clsx";
import { formatPrice } from "@/lib/money/price";

/** "¥12.30" in one run of text (tables, summaries); `strong` for the red amounts. */
export function Money({
  value,
  strong,
  className,
  testId,
}: {
  value: number;
  strong?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={clsx("whitespace-nowrap", strong && "font-semibold text-brand", className)} data-testid={testId}>
      ¥{formatPrice(value) || "0.00"}
    </span>
  );
}
