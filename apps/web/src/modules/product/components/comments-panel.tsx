"use client";

import { COMMENT_EVALUATE, type ProdCommData, type ProdCommPage } from "@souk/contract";
import clsx from "clsx";
import { MessageSquareText, Star, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { prodCommDataEndpoint, prodCommPageEndpoint } from "@/lib/api/endpoints/product";
import { mediaUrl } from "@/lib/media/media-url";

const SIZE = 10;

/** One summary request per product and page view, shared by the tab label and the panel. */
const summaries = new Map<number, Promise<ProdCommData>>();
function loadSummary(prodId: number): Promise<ProdCommData> {
  let p = summaries.get(prodId);
  if (!p) {
    p = callApi(prodCommDataEndpoint(prodId), { silent: true });
    p.catch(() => summaries.delete(prodId));
    summaries.set(prodId, p);
  }
  return p;
}
type Filter = keyof typeof COMMENT_EVALUATE;
const FILTERS: Filter[] = ["all", "good", "medium", "bad", "withPics"];

function countOf(d: ProdCommData | null, f: Filter): number {
  if (!d) return 0;
  return {
    all: d.number,
    good: d.praiseNumber,
    medium: d.secondaryNumber,
    bad: d.negativeNumber,
    withPics: d.picNumber,
  }[f];
}

/**
 * The comments tab: summary (positive rating), good / medium / bad / with-pictures filters and
 * pagination. Read live from the browser, so new comments show without rebuilding the page.
 */
export function CommentsPanel({ prodId }: { prodId: number }) {
  const t = useTranslations("detail");
  const [summary, setSummary] = useState<ProdCommData | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<{ key: string; data: ProdCommPage } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${filter}:${current}`;

  useEffect(() => {
    let live = true;
    loadSummary(prodId).then(
      (d) => live && setSummary(d),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [prodId]);

  useEffect(() => {
    const ctrl = new AbortController();
    callApi(prodCommPageEndpoint(prodId, COMMENT_EVALUATE[filter], current, SIZE), {
      signal: ctrl.signal,
      silent: true,
    }).then(
      (data) => {
        setFailed(false);
        setPage({ key: `${filter}:${current}`, data });
      },
      (e: Error) => {
        if (e.name !== "AbortError") setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [prodId, filter, current]);

  const loading = page?.key !== key && !failed;
  const records = page?.key === key ? page.data.records : [];
  const pages = page?.key === key ? page.data.pages : 0;

  return (
    <div data-testid="comments">
      <div className="flex items-center gap-8 border border-line p-5">
        <div className="text-center">
          <p className="text-xs text-muted">{t("positiveRating")}</p>
          <p className="text-3xl font-semibold text-brand" data-testid="positive-rating">
            {summary && summary.number > 0 ? `${summary.positiveRating}%` : "--"}
          </p>
        </div>
        <div role="group" aria-label={t("commentFilters")} className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => {
                setFilter(f);
                setCurrent(1);
              }}
              className={clsx(
                "rounded-full border px-3 py-1 text-xs",
                filter === f
                  ? "border-brand bg-brand text-white"
                  : "border-line bg-white text-ink hover:border-brand hover:text-brand",
              )}
              data-testid={`comment-filter-${f}`}
            >
              {t(`filter.${f}`, { count: countOf(summary, f) })}
            </button>
          ))}
        </div>
      </div>

      {failed ? (
        <p className="py-10 text-center text-muted">{t("commentsFailed")}</p>
      ) : loading ? (
        <p className="py-10 text-center text-muted" aria-busy="true">
          {t("loading")}
        </p>
      ) : records.length === 0 ? (
        <p className="flex flex-col items-center py-12 text-muted" data-testid="comments-empty">
          <MessageSquareText size={40} strokeWidth={1.2} aria-hidden />
          <span className="mt-2">{t("noComments")}</span>
        </p>
      ) : (
        <ul>
          {records.map((c) => (
            <li key={c.commId} className="flex gap-6 border-b border-line py-5" data-testid="comment">
              <div className="flex w-[140px] shrink-0 items-center gap-2 self-start">
                {c.userAvatar ? (
                  <img
                    src={mediaUrl(c.userAvatar)}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="size-8 rounded-full object-cover"
                  />
                ) : (
                  <UserRound size={32} className="rounded-full bg-page p-1 text-muted" aria-hidden />
                )}
                <span className="truncate text-xs text-subtle">{c.nickName}</span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-0.5" role="img" aria-label={t("stars", { n: c.score })}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      size={14}
                      className={n <= c.score ? "fill-[#f5a623] text-[#f5a623]" : "text-line-strong"}
                      aria-hidden
                    />
                  ))}
                </p>
                <p className="mt-2 whitespace-pre-line text-sm leading-6 text-ink">{c.content}</p>
                {c.pics.length > 0 ? (
                  <ul className="mt-2 flex gap-2">
                    {c.pics.map((p) => (
                      <li key={p}>
                        <a href={mediaUrl(p)} target="_blank" rel="noopener noreferrer" aria-label={t("openPicture")}>
                          <img
                            src={mediaUrl(p)}
                            alt=""
                            width={72}
                            height={72}
                            loading="lazy"
                            className="size-[72px] border border-line object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-2 text-xs text-muted">
                  {c.recTime}
                  {c.skuName ? <span className="ml-4">{c.skuName}</span> : null}
                </p>
                {c.replyContent ? (
                  <p className="mt-2 bg-[#f7f7f7] px-3 py-2 text-xs text-subtle">
                    <span className="text-brand">{t("shopReply")}</span>
                    {c.replyContent}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t("commentPages")} className="mt-4 flex items-center justify-center gap-2 text-xs">
          <button
            type="button"
            disabled={current <= 1}
            onClick={() => setCurrent(current - 1)}
            className="h-8 border border-line px-3 disabled:text-muted"
            data-testid="comments-prev"
          >
            {t("prev")}
          </button>
          <span aria-live="polite">
            {current} / {pages}
          </span>
          <button
            type="button"
            disabled={current >= pages}
            onClick={() => setCurrent(current + 1)}
            className="h-8 border border-line px-3 disabled:text-muted"
            data-testid="comments-next"
          >
            {t("next")}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** The tab label with the number of comments (read live). */
export function CommentsTabLabel({ prodId }: { prodId: number }) {
  const t = useTranslations("detail");
  const [n, setN] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    loadSummary(prodId).then(
      (d) => live && setN(d.number),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [prodId]);
  return <>{n === null ? t("tabComments") : t("tabCommentsCount", { count: n })}</>;
}
