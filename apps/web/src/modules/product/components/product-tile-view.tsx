"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { OfferEnds } from "@/modules/discount";
import { MarketPrice, PriceTag } from "@/components/ui/price-tag";
import { sameTabOnPhone } from "../lib/phone-link";

/** What a card shows of a product (ProductTile picks it from the lists' records). */
export interface TileProduct {
  prodId: number;
  prodName: string;
  /** Escaped name with `<em>` around keyword hits (search results); safe HTML from the API. */
  highlightName?: string;
  brief?: string;
  pic: string;
  price: number;
  oriPrice: number;
  soldNum: number;
  /** When known: 0 shows "sold out". */
  totalStock?: number;
  shopName?: string;
  shopId?: number;
  activities?: { type: string; label: string; activityPrice?: number; endTime?: string }[];
  /** Decoration cards: the running limited-time price. */
  activity?: { activityPrice: number; endTime: string };
}

export interface TileOptions {
  size?: "sm" | "md";
  /** column: picture above the text; row: a small picture beside it. */
  layout?: "column" | "row";
  showShop?: boolean;
  className?: string;
}

/**
 * The card itself, a client component although it has no state: the page then carries each card
 * once as markup and once as its data, instead of twice as markup (ADR 0030-page-weight). Its
 * parts wear short classes (globals.css `.tile*`), the markup being repeated on every card.
 */
export function ProductTileView({
  p,
  size = "md",
  layout = "column",
  showShop = false,
  className,
}: TileOptions & { p: TileProduct }) {
  const t = useTranslations("product");
  const badge = p.activities?.find((a) => a.type === "discount" && a.activityPrice !== undefined && a.endTime);
  const offer = p.activity ?? (badge ? { activityPrice: badge.activityPrice!, endTime: badge.endTime! } : null);
  const soldOut = p.totalStock === 0;
  const href = `/detail/${p.prodId}`;
  const row = layout === "row";
  return (
    <article
      className={clsx("group tile", row && "tile-row", className)}
      data-testid="product-tile"
      data-prod-id={p.prodId}
    >
      <Link
        href={href}
        target="_blank"
        onClick={sameTabOnPhone}
        prefetch={false}
        className={clsx("block", row && "w-[120px] shrink-0")}
        tabIndex={-1}
        aria-hidden
      >
        <div className="tile-pic">
          {p.pic ? (
            <img
              src={mediaUrl(p.pic)}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="tile-img"
            />
          ) : null}
          {soldOut ? (
            <span className="absolute inset-x-0 bottom-0 bg-black/55 py-1 text-center text-xs text-white">
              {t("soldOut")}
            </span>
          ) : offer ? (
            // On the picture, not under the price: a card with an offer keeps the height of one without,
            // which lazily loaded grids reserve before their cards arrive (ADR 0030-page-weight).
            <span className="absolute inset-x-0 bottom-0 bg-brand-dark/90 py-1 text-center text-xs text-white">
              <OfferEnds endTime={offer.endTime} />
            </span>
          ) : null}
        </div>
      </Link>
      <div className={clsx("tile-body", row && "self-stretch justify-center")}>
        {p.activity ? (
          // Decoration cards lead with the running limited-time price.
          <div className={clsx("tile-prices", row ? "order-2 mt-1" : "mt-2")}>
            <span className="sr-only">{t("activityPrice")}</span>
            <PriceTag value={p.activity.activityPrice} size={size === "sm" ? "sm" : "md"} />
            <s className="text-xs text-muted" data-testid="tile-list-price">
              ¥{p.price.toFixed(2)}
            </s>
          </div>
        ) : (
          // Lists sort and filter by the list price, so it leads; a running offer is named beside it.
          <div className={clsx("tile-prices", row ? "order-2 mt-1" : "mt-2")}>
            <PriceTag value={p.price} size={size === "sm" ? "sm" : "md"} />
            {offer ? (
              <span className="min-w-0 truncate text-xs text-brand" data-testid="tile-offer-price">
                {t("activityPrice")} ¥{offer.activityPrice.toFixed(2)}
              </span>
            ) : (
              <MarketPrice price={p.price} oriPrice={p.oriPrice} className="text-xs" />
            )}
          </div>
        )}
        <h3 className={clsx("tile-name", row ? "order-1" : "mt-1")}>
          <Link
            href={href}
            target="_blank"
            onClick={sameTabOnPhone}
            prefetch={false}
            className="hover:text-brand"
            data-testid="product-tile-link"
          >
            {p.highlightName ? (
              // highlightName is escaped by the API except for its <em> marks (contract ProdCard).
              <span
                className="[&_em]:not-italic [&_em]:text-brand"
                dangerouslySetInnerHTML={{ __html: p.highlightName }}
              />
            ) : (
              p.prodName
            )}
          </Link>
        </h3>
        {p.activities && p.activities.length > 0 ? (
          <div className={clsx("mt-1 flex gap-1", row && "order-2")}>
            {p.activities.slice(0, 2).map((a) => (
              <span key={a.type} className="border border-brand px-1 text-[11px] leading-4 text-brand">
                {a.label}
              </span>
            ))}
          </div>
        ) : null}
        <p className={clsx("tile-foot", row ? "order-3" : "mt-auto")}>
          <span>{t("sold", { count: p.soldNum })}</span>
          {showShop && p.shopName && p.shopId ? (
            <Link href={`/shopIndex?sid=${p.shopId}`} className="max-w-[60%] truncate hover:text-brand">
              {p.shopName}
            </Link>
          ) : null}
        </p>
      </div>
    </article>
  );
}
