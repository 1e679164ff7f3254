import type { Locale, NoticeItem } from "@souk/contract";
import clsx from "clsx";
import { ChevronRight, Megaphone } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { RichHtml } from "@/components/ui/rich-html";
import { Link } from "@/i18n/navigation";
import { noticeInfoEndpoint, noticeListEndpoint } from "@/lib/api/endpoints/notice";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";

export const NOTICE_PAGE_SIZE = 15;

export function noticeHref(n: { id: number; shopId?: number }): string {
  return `/notice-detail?id=${n.id}&shopId=${n.shopId ?? 0}`;
}
export function noticeListHref(current: number): string {
  return current > 1 ? `/notice-list?current=${current}` : "/notice-list";
}

/** A page of the platform's notices; throws when the API is unreachable (keeps the cached page). */
export async function loadNotices(current: number, locale: Locale, size = NOTICE_PAGE_SIZE) {
  const r = await fetchResultOnServer(noticeListEndpoint(0, current, size), locale);
  if (!r.ok && r.code === null) throw new Error("noticeList: API unreachable");
  return r.ok ? r.data : null;
}

function Crumbs({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="breadcrumb" className="flex items-center gap-1 py-3 text-xs text-subtle">
      {items.map((it, i) => (
        <span key={i} className="flex items-center gap-1">
          {i > 0 ? <ChevronRight size={12} aria-hidden /> : null}
          {it.href ? (
            <Link href={it.href} className="hover:text-brand">
              {it.label}
            </Link>
          ) : (
            <span aria-current="page">{it.label}</span>
          )}
        </span>
      ))}
    </nav>
  );
}

function NoticeRows({ notices, currentId }: { notices: NoticeItem[]; currentId?: number }) {
  return (
    <ul>
      {notices.map((n) => (
        <li key={n.id} className="border-b border-page last:border-b-0">
          <Link
            href={noticeHref(n)}
            aria-current={n.id === currentId ? "page" : undefined}
            className={clsx(
              "flex items-center gap-3 px-5 py-3 text-sm hover:text-brand",
              n.id === currentId ? "text-brand" : "text-ink",
            )}
            data-testid="notice-link"
          >
            {n.isTop ? <span className="shrink-0 bg-brand px-1 text-[11px] leading-4 text-white">TOP</span> : null}
            <span className="min-w-0 flex-1 truncate">{n.title}</span>
            <time className="shrink-0 text-xs text-muted" dateTime={n.publishTime.replace(" ", "T") + "+08:00"}>
              {n.publishTime.slice(0, 10)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /notice-list (spec part 2): the platform's published notices, newest first, paginated. */
export async function NoticeListTemplate({ current, locale }: { current: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "notice" });
  const page = await loadNotices(current, locale);
  return (
    <Container className="pb-6" data-testid="notice-list">
      <Crumbs items={[{ label: t("home"), href: "/" }, { label: t("title") }]} />
      <section className="bg-white" aria-labelledby="notice-list-title">
        <h1
          id="notice-list-title"
          className="flex items-center gap-2 border-b-2 border-brand px-5 py-3 text-lg font-semibold text-ink"
        >
          <Megaphone size={18} className="text-brand" aria-hidden />
          {t("title")}
        </h1>
        {page && page.records.length > 0 ? (
          <NoticeRows notices={page.records} />
        ) : (
          <p className="py-16 text-center text-muted">{t("empty")}</p>
        )}
      </section>
      {page ? <Pagination current={current} pages={page.pages} href={noticeListHref} /> : null}
    </Container>
  );
}

/** /notice-detail?id=&shopId= (spec part 2): one notice, or "notice does not exist". */
export async function NoticeDetailTemplate({
  id,
  shopId,
  locale,
}: {
  id: number | null;
  shopId: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "notice" });
  const [r, recent] = await Promise.all([
    id ? fetchResultOnServer(noticeInfoEndpoint(id, shopId), locale) : Promise.resolve(null),
    fetchOnServer(noticeListEndpoint(0, 1, 10), locale),
  ]);
  if (r && !r.ok && r.code === null) throw new Error("notice/info: API unreachable");
  // An unknown notice is a real 404 (notice-detail/not-found.tsx renders the same "missing" view).
  if (r && !r.ok) notFound();
  const notice = r?.ok ? r.data : null;
  return (
    <Container className="pb-6" data-testid="notice-detail">
      <Crumbs
        items={[
          { label: t("home"), href: "/" },
          { label: t("title"), href: "/notice-list" },
          { label: notice?.title ?? t("notFound") },
        ]}
      />
      <div className="flex gap-4 max-md:flex-col">
        <article className="min-w-0 flex-1 bg-white px-12 py-8 max-md:px-4 max-md:py-5">
          {notice ? (
            <>
              <h1 className="text-center text-2xl font-semibold text-ink" data-testid="notice-title">
                {notice.title}
              </h1>
              <p className="mt-3 border-b border-line pb-4 text-center text-xs text-muted">
                {t("publishedAt")}
                <time dateTime={notice.publishTime.replace(" ", "T") + "+08:00"}>{notice.publishTime}</time>
              </p>
              <RichHtml html={notice.content} className="mt-4" testId="notice-content" />
            </>
          ) : (
            <div className="flex flex-col items-center py-16 text-center" role="status" data-testid="notice-missing">
              <Megaphone size={56} strokeWidth={1.2} className="text-line-strong" aria-hidden />
              <h1 className="mt-4 text-lg text-ink">{t("notFound")}</h1>
              <Link
                href="/notice-list"
                className="mt-6 rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5"
              >
                {t("allNotices")}
              </Link>
            </div>
          )}
        </article>
        <aside className="w-[300px] shrink-0 self-start bg-white max-md:w-full" aria-labelledby="notice-recent">
          <h2
            id="notice-recent"
            className="flex items-center justify-between border-b border-line px-5 py-3 text-sm font-semibold text-ink"
          >
            {t("recent")}
            <Link href="/notice-list" className="text-xs font-normal text-subtle hover:text-brand">
              {t("more")}
            </Link>
          </h2>
          <NoticeRows notices={recent?.records ?? []} currentId={notice?.id} />
        </aside>
      </div>
    </Container>
  );
}
