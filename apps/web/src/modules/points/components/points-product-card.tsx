import type { PointsProductView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Thumb } from "@/components/ui/thumbnail";
import { formatPrice } from "@/lib/money/price";

/** A product of the points mall: picture, name, its points price (and cash part), the usual price. */
export function PointsProductCard({ p }: { p: PointsProductView }) {
  const t = useTranslations("points");
  return (
    <li className="bg-white" data-testid="integral-mall-item">
      <Link href={`/member-center/integral-det/${p.prodId}`} className="group flex flex-col gap-2 p-3">
        <Thumb src={p.pic} size={206} className="mx-auto" />
        <span className="line-clamp-2 h-9 text-xs text-ink group-hover:text-brand">{p.prodName}</span>
        <span className="text-sm font-semibold text-brand" data-testid="integral-mall-price">
          {p.cash > 0
            ? t("pointsPlusCash", { points: p.points, cash: formatPrice(p.cash) })
            : t("pointsOnly", { points: p.points })}
        </span>
        <span className="text-xs text-muted line-through">¥{formatPrice(p.price)}</span>
      </Link>
    </li>
  );
}
