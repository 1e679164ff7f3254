import type { ShopCard } from "@souk/contract";
import { Star } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ShopLogo } from "@/components/ui/shop-logo";

/** The grid of store_list: logo, name, self-run mark, score and followers per shop. */
/** Six shops a row on a desktop; they wrap three a row on a phone. */
export const STORE_GRID = "grid grid-cols-6 gap-2.5 max-md:grid-cols-3 max-md:gap-2";

/** store_list's shop cards (rendered by the server, or by LazyStores once loaded). */
export function StoreCards({ shops }: { shops: ShopCard[] }) {
  const t = useTranslations("decoration");
  return (
    <ul className={STORE_GRID}>
      {shops.map((s) => (
        <li key={s.shopId} className="bg-white p-4 text-center transition-shadow hover:shadow-lg">
          <Link href={`/shopIndex?sid=${s.shopId}`} prefetch={false} className="group block" data-testid="store-link">
            <ShopLogo src={s.shopLogo} size={64} iconSize={28} round className="mx-auto size-16" />
            <span className="mt-2 block truncate text-sm font-semibold text-ink group-hover:text-brand">
              {s.shopName}
            </span>
          </Link>
          <p className="mt-1 flex items-center justify-center gap-1 text-xs text-subtle">
            {s.shopType === 1 ? (
              <span className="bg-brand px-1 text-[11px] leading-4 text-white">{t("selfRun")}</span>
            ) : null}
            <Star size={12} className="fill-[#f5a623] text-[#f5a623]" aria-hidden />
            <span>{t("score", { score: s.score.toFixed(1) })}</span>
          </p>
          <p className="mt-1 text-[11px] text-muted">{t("followers", { count: s.followers })}</p>
        </li>
      ))}
    </ul>
  );
}
