import type { GroupActivityView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Thumb } from "@/components/ui/thumbnail";
import { Link } from "@/i18n/navigation";
import { Money } from "@/components/ui/money";
import { Countdown } from "@/modules/discount";

/** A running group-buy activity on /group-buy: picture, group and normal price, group size, open groups. */
export function GroupCard({ a }: { a: GroupActivityView }) {
  const t = useTranslations("groupBuy");
  return (
    <Link
      href={`/group-buy/${a.groupActivityId}`}
      className="flex gap-4 border border-line bg-white p-4 hover:shadow"
      data-testid="group-card"
    >
      <Thumb src={a.pic} size={128} className="max-md:!size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="line-clamp-2 text-sm text-ink">{a.prodName}</h3>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="rounded bg-brand px-1.5 text-xs text-white">{t("size", { n: a.groupNumber })}</span>
          <span className="text-xl font-semibold text-brand">
            <Money value={a.groupPrice} />
          </span>
          <span className="text-xs text-subtle line-through">
            <Money value={a.price} />
          </span>
        </div>
        <p className="text-xs text-muted">
          {a.openGroups > 0 ? t("openGroups", { n: a.openGroups }) : t("noOpenGroups")}
        </p>
        <div className="mt-auto flex items-center justify-between text-xs text-muted">
          <Countdown seconds={a.expiresIn} kind="ends" />
          <span className="rounded bg-brand px-3 py-1 text-sm text-white">{t("goGroup")}</span>
        </div>
      </div>
    </Link>
  );
}
