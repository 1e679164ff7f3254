"use client";

import type { FootprintDay } from "@souk/contract";
import clsx from "clsx";
import { Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { deleteFootprintsEndpoint, footprintPageEndpoint } from "@/lib/api/endpoints/footprint";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, Panel } from "@/components/ui/panel";
import { mediaUrl } from "@/lib/media/media-url";
import { formatPrice } from "@/lib/money/price";
import { appendFootprintDays, relativeDay, withoutFootprints } from "../lib/footprint-days";

const PAGE_SIZE = 20;

/** "yyyy-MM-dd" of now in mall (China) time, the clock the API dates footprints by. */
function mallToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
}

interface Loaded {
  days: FootprintDay[];
  current: number;
  pages: number;
  today: string;
}

/**
 * uc-footprint: browsing history grouped by day (today, yesterday, then dates), more on demand,
 * remove one record, or delete all footprints after a confirmation; an empty message otherwise.
 */
export function UcFootprintPage() {
  const t = useTranslations("footprint");
  const tu = useTranslations("userCenter");
  const [state, setState] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(
    (page: number, signal?: AbortSignal) =>
      callApi(footprintPageEndpoint(page, PAGE_SIZE), { signal }).then((res) => {
        const today = mallToday();
        setState((prev) => ({
          days: appendFootprintDays(page === 1 ? [] : (prev?.days ?? []), res.records),
          current: res.current,
          pages: res.pages,
          today,
        }));
      }),
    [],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    fetchPage(1, ctrl.signal).catch(() => {});
    return () => ctrl.abort();
  }, [fetchPage]);

  const more = async () => {
    if (!state) return;
    setLoadingMore(true);
    await fetchPage(state.current + 1).catch(() => {});
    setLoadingMore(false);
  };

  const removeOne = async (footprintId: number) => {
    try {
      await callApi(deleteFootprintsEndpoint({ footprintIds: [footprintId] }));
    } catch {
      return;
    }
    setState((s) => (s ? { ...s, days: withoutFootprints(s.days, new Set([footprintId])) } : s));
  };

  const removeAll = async () => {
    try {
      await callApi(deleteFootprintsEndpoint({ all: true }));
    } catch {
      return;
    }
    toast.success(t("deleted"));
    setState((s) => (s ? { ...s, days: [], current: 1, pages: 0 } : s));
  };

  const empty = state !== null && state.days.length === 0;
  return (
    <Panel
      title={tu("pages.uc-footprint")}
      testId="uc-footprint"
      actions={
        empty || state === null ? null : (
          <ConfirmDialog
            title={t("deleteTitle")}
            description={t("deleteText")}
            confirmLabel={t("delete")}
            onConfirm={removeAll}
            trigger={
              <button
                type="button"
                className="flex items-center gap-1 text-subtle hover:text-brand"
                data-testid="footprint-delete-all"
              >
                <Trash2 size={14} aria-hidden />
                {t("deleteAll")}
              </button>
            }
          />
        )
      }
    >
      {empty ? <EmptyState testId="footprint-empty">{t("empty")}</EmptyState> : null}
      {state?.days.map((day) => {
        const rel = relativeDay(day.date, state.today);
        return (
          <section key={day.date} className="mb-6" aria-labelledby={`fp-${day.date}`} data-testid="footprint-day">
            <h2 id={`fp-${day.date}`} className="mb-3 text-sm font-semibold text-ink">
              {rel ? t(rel) : day.date}
              <span className="ml-2 text-xs font-normal text-muted">{t("count", { count: day.items.length })}</span>
            </h2>
            <ul className="grid grid-cols-5 gap-3 max-md:grid-cols-2 max-md:gap-2">
              {day.items.map((i) => {
                const off = i.status !== 1;
                return (
                  <li
                    key={i.footprintId}
                    className="group relative border border-line p-2 hover:border-brand/60"
                    data-testid="footprint-item"
                  >
                    <a
                      href={`/detail/${i.prodId}`}
                      target="_blank"
                      rel="noopener"
                      className={clsx("block", off && "opacity-50")}
                    >
                      <img
                        src={mediaUrl(i.pic)}
                        alt=""
                        width={160}
                        height={160}
                        className="aspect-square w-full bg-page object-cover"
                      />
                      <span className="mt-1.5 line-clamp-2 h-8 text-xs leading-4 text-ink group-hover:text-brand">
                        {i.prodName}
                      </span>
                    </a>
                    <p className="mt-1 text-sm font-semibold text-brand">
                      {off ? (
                        <span className="text-xs font-normal text-muted">{t("offShelf")}</span>
                      ) : (
                        `¥${formatPrice(i.price)}`
                      )}
                    </p>
                    <button
                      type="button"
                      onClick={() => void removeOne(i.footprintId)}
                      aria-label={t("removeNamed", { name: i.prodName })}
                      className="absolute right-1 top-1 rounded-full bg-white/90 p-0.5 text-muted opacity-0 shadow-sm group-hover:opacity-100 hover:text-brand focus-visible:opacity-100"
                      data-testid="footprint-remove"
                    >
                      <X size={14} aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {state && state.current < state.pages && state.days.length > 0 ? (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void more()}
            disabled={loadingMore}
            className="rounded-sm border border-line-strong px-8 py-2 text-xs hover:border-brand hover:text-brand"
            data-testid="footprint-more"
          >
            {loadingMore ? t("loading") : t("more")}
          </button>
        </div>
      ) : null}
    </Panel>
  );
}
