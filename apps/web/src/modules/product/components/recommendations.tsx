"use client";

import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { PriceTag } from "@/components/ui/price-tag";
import { sameTabOnPhone } from "../lib/phone-link";

/** What the detail's sidebar shows of a recommended product. */
export interface RecommendedCard {
  prodId: number;
  prodName: string;
  pic: string;
  price: number;
}

/**
 * The detail's "recommended for you" sidebar. A client component although it has no state, like
 * ProductTileView: the page then embeds each entry as four fields instead of the element tree of
 * a link with all its props (ADR 0030-page-weight); the caller picks the fields.
 */
export function Recommendations({ goods, title }: { goods: RecommendedCard[]; title: string }) {
  if (goods.length === 0) return null;
  return (
    <section aria-label={title} className="bg-white" data-testid="recommendations">
      <h2 className="border-b border-line px-3 py-2.5 text-sm font-semibold text-ink">{title}</h2>
      <ul className="max-md:grid max-md:grid-cols-2">
        {goods.map((g) => (
          <li key={g.prodId} className="border-b border-page">
            <Link
              href={`/detail/${g.prodId}`}
              target="_blank"
              onClick={sameTabOnPhone}
              prefetch={false}
              className="group block p-3"
            >
              <img
                src={mediaUrl(g.pic)}
                alt=""
                width={174}
                height={174}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span className="mt-1.5 line-clamp-2 text-xs leading-[18px] text-ink group-hover:text-brand">
                {g.prodName}
              </span>
              <PriceTag value={g.price} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
