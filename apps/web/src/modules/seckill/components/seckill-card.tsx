import type { SeckillView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Thumb } from "@/components/ui/thumbnail";
import { Link } from "@/i18n/navigation";
import { Money } from "@/components/ui/money";
import { Countdown } from "@/modules/discount";
import { SeckillProgress } from "./seckill-progress";

/** A flash sale on /flash-sale: picture, flash and normal price, progress, state and its action. */
export function SeckillCard({ s }: { s: SeckillView }) {
  const t = useTranslations("seckill");
  return (
    <Link
      href={`/secdetail/${s.seckillId}`}
      className="flex gap-4 border border-line bg-white p-4 hover:shadow"
      data-testid="seckill-card"
    >
      <Thumb src={s.pic} size={128} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="line-clamp-2 text-sm text-ink">{s.prodName}</h3>
        <div className="flex items-baseline gap-2">
          <span className="text-xl font-semibold text-brand">
            <Money value={s.seckillPrice} />
          </span>
          <span className="text-xs text-subtle line-through">
            <Money value={s.price} />
          </span>
        </div>
        <SeckillProgress sold={s.soldStocks} total={s.totalStocks} />
        <div className="mt-auto flex items-center justify-between text-xs text-muted">
          {s.state === 1 ? <Countdown seconds={s.startIn} kind="starts" /> : <span>{t(`state${s.state}`)}</span>}
          <span
            className={
              s.state === 2
                ? "rounded bg-brand px-3 py-1 text-sm text-white"
                : "rounded bg-page px-3 py-1 text-sm text-muted"
            }
          >
            {s.state === 2 ? t("buyNow") : t(`state${s.state}`)}
          </span>
        </div>
      </div>
    </Link>
  );
}
