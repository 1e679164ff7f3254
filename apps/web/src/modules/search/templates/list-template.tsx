import type { Locale } from "@souk/contract";
import { ChevronRight } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { categoryTreeEndpoint, hotSearchEndpoint } from "@/lib/api/endpoints/catalog";
import { brandsByCategoryEndpoint, searchProdPageEndpoint } from "@/lib/api/endpoints/search";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { searchHref } from "@/modules/header";
import { ProductTile } from "@/modules/product";
import { EmptyResult } from "../components/empty-result";
import { FilterPanel, hiddenFields } from "../components/filter-panel";
import { FilterSheet } from "../components/filter-sheet";
import { ListAreaSync } from "../components/list-area-sync";
import { RewriteNotice } from "../components/rewrite-notice";
import { SortBar } from "../components/sort-bar";
import { categoryParams, categoryTrail } from "../lib/category-trail";
import { activeFilters, listHref, searchApiQuery, withChanges, type ListQuery } from "../lib/list-query";

/** Everything /list shows for a query: one search call (page + facets), the category tree and brands. */
export async function loadList(q: ListQuery, locale: Locale) {
  const catId = q.thCid ?? q.cid ?? q.cpid;
  const [result, tree, brands, hot] = await Promise.all([
    fetchResultOnServer(searchProdPageEndpoint(searchApiQuery(q)), locale),
    fetchOnServer(categoryTreeEndpoint(), locale),
    catId ? fetchOnServer(brandsByCategoryEndpoint(catId), locale) : Promise.resolve(null),
    fetchOnServer(hotSearchEndpoint(), locale),
  ]);
  if (!result.ok && result.code === null) throw new Error("searchProdPage: API unreachable");
  return { page: result.ok ? result.data : null, tree, brands, hot: hot ?? [] };
}

/**
 * /list (spec part 2): breadcrumb, filters (categories, brands, attributes, price, in stock),
 * sorts, result count, the grid with highlighted hits, pagination, and the empty state.
 */
export async function ListTemplate({ q, locale }: { q: ListQuery; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "list" });
  const { page, tree, brands, hot } = await loadList(q, locale);
  const trail = categoryTrail(tree, q);
  const records = page?.records ?? [];
  const total = page?.total ?? 0;
  const pages = Math.min(page?.pages ?? 0, 100_000);
  const base = { pn: q.pn, st: q.st, areaId: q.areaId };
  const filterProps = page && {
    q,
    facets: page.facets,
    brands,
    trail,
    categoryHref: (id: number) =>
      withChanges(q, { cpid: undefined, cid: undefined, thCid: undefined, ...categoryParams(tree, id) }),
  };
  const hotWords = hot.map((w) => ({ label: w.title, href: searchHref(w.content || w.title, "goods") }));

  return (
    <Container className="pb-6 pt-3" data-testid="product-list">
      <ListAreaSync areaId={q.areaId} />
      <nav
        aria-label={t("breadcrumb")}
        className="flex flex-wrap items-center gap-1 py-2 text-xs text-subtle"
        data-testid="list-breadcrumb"
      >
        <Link href={listHref({ ...base, pn: undefined })} className="font-semibold text-ink hover:text-brand">
          {q.st === 1 ? t("newProducts") : t("allResults")}
        </Link>
        {trail.map((c) => (
          <span key={c.categoryId} className="flex items-center gap-1">
            <ChevronRight size={12} aria-hidden />
            <Link
              href={listHref({ ...base, ...categoryParams(tree, c.categoryId) })}
              className="hover:text-brand"
              aria-current={c === trail[trail.length - 1] && !q.pn ? "page" : undefined}
            >
              {c.categoryName}
            </Link>
          </span>
        ))}
        {q.pn ? (
          <span className="flex items-center gap-1">
            <ChevronRight size={12} aria-hidden />
            <h1 className="font-normal text-ink">
              {t.rich("keywordTitle", { keyword: q.pn, em: (c) => <em className="not-italic text-brand">{c}</em> })}
            </h1>
          </span>
        ) : (
          <h1 className="sr-only">{trail.at(-1)?.categoryName ?? (q.st === 1 ? t("newProducts") : t("allResults"))}</h1>
        )}
      </nav>
      {page?.rewrite && q.pn ? (
        <RewriteNotice
          rewrite={page.rewrite}
          keyword={q.pn}
          what="products"
          href={(query) => searchHref(query, "goods")}
        />
      ) : null}

      {filterProps &&
      page &&
      (total > 0 || q.bid || q.attrs || q.minPrice !== undefined || q.maxPrice !== undefined || q.inStock) ? (
        <>
          <FilterPanel {...filterProps} />
          <SortBar
            q={q}
            total={total}
            totalExact={page.totalExact !== false}
            pages={pages}
            filter={
              <FilterSheet active={activeFilters(q)}>
                <FilterPanel {...filterProps} sheet />
              </FilterSheet>
            }
          />
        </>
      ) : null}

      {records.length === 0 ? (
        <div className="mt-3">
          <EmptyResult keyword={q.pn} hotWords={hotWords} />
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t("results")}</h2>
          <ul
            className="mt-3 grid grid-cols-5 gap-2.5 max-md:mt-2 max-md:grid-cols-2 max-md:gap-2"
            data-testid="list-grid"
          >
            {records.map((p) => (
              <li key={p.prodId}>
                <ProductTile p={p} showShop />
              </li>
            ))}
          </ul>
          <Pagination
            current={q.current}
            pages={pages}
            href={(n) => withChanges(q, { current: n })}
            jump={{ action: "/list", fields: hiddenFields(q, ["current"]), param: "current" }}
          />
        </>
      )}
    </Container>
  );
}
