import type { LimitedSkillSale, ProductCard } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * A product of the home's flash-sale strip while its session runs: the flash price
 * with the normal price struck, the share of the flash stock taken, and a link to the flash
 * sale's page (/secdetail/{seckillId}), not the product's normal page.
 */
export function FlashTile({ sale, card }: { sale: LimitedSkillSale; card: ProductCard | undefined }) {
  const t = useTranslations("promoShown");
  const pct = sale.totalStocks > 0 ? Math.min(100, Math.floor((sale.soldStocks * 100) / sale.totalStocks)) : 0;
  const name = card?.prodName ?? "";
  return (
    <Link
      href={`/secdetail/${sale.seckillId}`}
      prefetch={false}
      className="group flex h-full flex-col p-3 hover:shadow"
      data-testid="flash-tile"
      data-seckill-id={sale.seckillId}
    >
      <div className="aspect-square w-full overflow-hidden bg-page">
        {card?.pic ? (
          <img
            src={mediaUrl(card.pic)}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
      </div>
      <h3 className="mt-2 line-clamp-2 min-h-8 text-xs leading-4 text-ink group-hover:text-brand">{name}</h3>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-[11px] text-brand">{t("flashPrice")}</span>
        <Money value={sale.seckillPrice} strong className="text-base" testId="flash-tile-price" />
        <s className="text-[11px] text-muted">
          <Money value={sale.price} />
        </s>
      </div>
      <div
        className="mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-[#fbdcdc]"
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t("flashStock", { pct })}
      >
        <div className="h-full bg-brand" style={{ width: `${pct}%` }} />
      </div>
      <span className="mt-0.5 text-[11px] text-muted">{t("flashStock", { pct })}</span>
    </Link>
  );
}
