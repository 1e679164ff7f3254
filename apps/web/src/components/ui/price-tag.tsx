import clsx from "clsx";
import { formatPrice, priceParts, showsMarketPrice } from "@/lib/money/price";

/**
 * A price in the mall's red, "¥" and cents smaller than the yuan (spec part 9: 2 decimals). Short
 * classes from globals.css: a price is written out on every card.
 */
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
    <span className={clsx("price", className)} data-testid="price">
      <span className="price-y">¥</span>
      <span className={big}>{parts[0]}</span>
      <span className="price-c">{`.${parts[1]}`}</span>
    </span>
  );
}

/** The struck-through market price; nothing when it is not above the price. */
export function MarketPrice({ price, oriPrice, className }: { price: number; oriPrice: number; className?: string }) {
  if (!showsMarketPrice(price, oriPrice)) return null;
  return (
    <del className={clsx("mprice", className)} data-testid="market-price">
      {`¥${formatPrice(oriPrice)}`}
    </del>
  );
}
