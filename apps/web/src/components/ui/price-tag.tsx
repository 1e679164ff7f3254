import clsx from "clsx";
import { formatPrice, priceParts, showsMarketPrice } from "@/lib/money/price";

/** A price in the mall's red, "¥" and cents smaller than the yuan (spec part 9: 2 decimals). */
export function PriceTag({
  value,
  size = "md",
  className,
}: {
  value: number;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
}) {
  const parts = priceParts(value);
  if (!parts) return null;
  const big = { sm: "text-sm", md: "text-base", lg: "text-xl", xl: "text-[28px]" }[size];
  return (
    <span className={clsx("whitespace-nowrap font-semibold text-brand", className)} data-testid="price">
      <span className="text-[0.75em]">¥</span>
      <span className={big}>{parts[0]}</span>
      <span className="text-[0.85em]">.{parts[1]}</span>
    </span>
  );
}

/** The struck-through market price; nothing when it is not above the price. */
export function MarketPrice({ price, oriPrice, className }: { price: number; oriPrice: number; className?: string }) {
  if (!showsMarketPrice(price, oriPrice)) return null;
  return (
    <del className={clsx("whitespace-nowrap text-muted", className)} data-testid="market-price">
      ¥{formatPrice(oriPrice)}
    </del>
  );
}
