"use client";

import type { ProdInfo } from "@souk/contract";
import { Users, Zap } from "lucide-react";
import { useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { OfferEnds } from "@/modules/discount";
import { activityEntriesOf } from "../lib/detail-model";

/**
 * Beside the normal purchase box: the product's running flash sale and open group buy, each with
 * its price, its countdown (to `endTime`: the page's HTML may be cached) and the way in —
 * /secdetail/{id}, or the group-buy page to start or join a team.
 */
export function ActivityEntries({ activities }: { activities: ProdInfo["activities"] }) {
  const t = useTranslations("promoShown");
  const entries = activityEntriesOf(activities);
  if (entries.length === 0) return null;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      {entries.map((e) => (
        <div
          key={e.kind}
          className="flex items-center gap-3 bg-brand px-3 py-2 text-white"
          data-testid={e.kind === "seckill" ? "detail-flash-entry" : "detail-group-entry"}
        >
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-0.5">
            <span className="flex items-center gap-1.5 whitespace-nowrap text-sm font-semibold">
              {e.kind === "seckill" ? <Zap size={16} aria-hidden /> : <Users size={16} aria-hidden />}
              {e.kind === "seckill" ? t("flashOnDetail") : t("groupOnDetail", { n: e.groupNumber ?? 2 })}
            </span>
            <span className="flex items-baseline gap-1.5 whitespace-nowrap">
              <span className="text-xs">{e.kind === "seckill" ? t("flashPrice") : t("groupPrice")}</span>
              <Money value={e.price} className="text-lg font-semibold" />
            </span>
            <span className="whitespace-nowrap text-xs">
              <OfferEnds endTime={e.endTime} />
            </span>
          </div>
          <Link
            href={e.href}
            className="shrink-0 rounded-sm bg-white px-3 py-1 text-xs font-semibold text-brand hover:bg-[#fff4f4]"
            data-testid={e.kind === "seckill" ? "seckill-link" : "group-link"}
          >
            {e.kind === "seckill" ? t("goFlash") : t("goGroup")}
          </Link>
        </div>
      ))}
    </div>
  );
}
