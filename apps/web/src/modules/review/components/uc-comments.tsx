"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { myCommentsEndpoint } from "@/lib/api/endpoints/comment";
import { Thumb } from "@/components/ui/thumbnail";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { mediaUrl } from "@/lib/media/media-url";
import { useApiData } from "@/lib/hooks/use-api-data";

const PAGE_SIZE = 10;

/** uc-comments: the buyer's reviews, newest first, with their photos. */
export function UcCommentsPage() {
  const t = useTranslations("comment");
  const tu = useTranslations("userCenter");
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => myCommentsEndpoint(current, PAGE_SIZE), `comments-${current}`);
  return (
    <Panel title={tu("pages.uc-comments")} testId="uc-comments">
      {page.status === "ready" && page.data.total === 0 ? (
        <EmptyState testId="uc-comments-empty">
          {t("noneYet")}{" "}
          <Link href="/user-center?currentPage=uc-order&status=4" className="text-brand hover:underline">
            {t("goReview")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="uc-comments-list">
          {page.data?.records.map((c) => (
            <li
              key={c.commentId}
              className="grid grid-cols-[240px_1fr] gap-6 py-4 text-xs max-md:grid-cols-1 max-md:gap-3"
              data-testid="uc-comment"
            >
              <div className="flex gap-3">
                <a href={`/detail/${c.prodId}`} target="_blank" rel="noopener" tabIndex={-1} aria-hidden>
                  <Thumb src={c.pic} size={60} />
                </a>
                <div className="min-w-0">
                  <a
                    href={`/detail/${c.prodId}`}
                    target="_blank"
                    rel="noopener"
                    className="line-clamp-2 leading-5 text-ink hover:text-brand"
                  >
                    {c.prodName}
                  </a>
                  {c.skuName ? <p className="mt-0.5 text-[11px] text-muted">{c.skuName}</p> : null}
                </div>
              </div>
              <div>
                <div className="flex items-center gap-3">
                  <span className="flex" role="img" aria-label={t("scoreOf", { score: c.score })}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star
                        key={n}
                        size={13}
                        className={n <= c.score ? "fill-[#ff9500] text-[#ff9500]" : "text-line-strong"}
                        aria-hidden
                      />
                    ))}
                  </span>
                  <span className="text-muted">{c.createTime}</span>
                  {c.isAnonymous === 1 ? (
                    <span className="rounded-sm bg-page px-1.5 text-[11px] text-subtle">{t("anonymousTag")}</span>
                  ) : null}
                </div>
                <p className="mt-2 whitespace-pre-wrap break-all leading-5 text-ink" data-testid="uc-comment-content">
                  {c.content}
                </p>
                {c.pics.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {c.pics.map((p, i) => (
                      <li key={p}>
                        <img
                          src={mediaUrl(p)}
                          alt={t("photoN", { n: i + 1 })}
                          width={64}
                          height={64}
                          className="size-16 border border-line object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Link
                  href={`/order-detail?orderNumber=${c.orderNumber}`}
                  className="mt-2 inline-block text-subtle hover:text-brand"
                >
                  {t("orderNumber")}: {c.orderNumber}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </Panel>
  );
}
