import { useTranslations } from "next-intl";

/** Units taken of the flash stock, as a bar and a percentage. */
export function SeckillProgress({ sold, total }: { sold: number; total: number }) {
  const t = useTranslations("seckill");
  const pct = total > 0 ? Math.min(100, Math.floor((sold * 100) / total)) : 0;
  return (
    <div className="flex items-center gap-2 text-xs text-muted" data-testid="seckill-progress">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-page"
        role="progressbar"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t("progress", { pct })}
      >
        <div className="h-full bg-brand" style={{ width: `${pct}%` }} />
      </div>
      <span>{t("progress", { pct })}</span>
    </div>
  );
}
