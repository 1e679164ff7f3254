import type { DiscountView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Countdown } from "./countdown";

/** One activity on /special-discount: shop, name, rule, window and its countdown. */
export function DiscountCard({ d }: { d: DiscountView }) {
  const t = useTranslations("discount");
  return (
    <article className="flex flex-col gap-2 border border-line bg-white p-4" data-testid="discount-card">
      <div className="text-xs text-muted">{t("shop", { name: d.shopName })}</div>
      <h3 className="text-base font-semibold text-ink">{d.discountName}</h3>
      <p className="text-sm font-semibold text-brand" data-testid="discount-rule">
        {d.ruleText}
      </p>
      <p className="text-xs text-muted">
        {d.state === 1 ? (
          <Countdown seconds={d.expiresIn} kind="ends" />
        ) : (
          <Countdown seconds={d.startIn} kind="starts" />
        )}
      </p>
      <Link
        href={`/discount-detail?discountId=${d.discountId}`}
        className="mt-auto self-start bg-brand px-4 py-1.5 text-sm text-white hover:opacity-90"
        data-testid="discount-open"
      >
        {t("view")}
      </Link>
    </article>
  );
}
