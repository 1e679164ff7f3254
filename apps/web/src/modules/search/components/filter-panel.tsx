import type { Brand, SearchFacets } from "@souk/contract";
import clsx from "clsx";
import { Check, X } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ListLink as Link } from "./list-link";
import { formatPrice } from "@/lib/money/price";
import { mediaUrl } from "@/lib/media/media-url";
import type { TrailItem } from "../lib/category-trail";
import { chosenAttrs, toggleAttr, withChanges, withoutAttr, type ListQuery } from "../lib/list-query";

function Row({
  label,
  children,
  testId,
  sheet,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  sheet?: boolean;
}) {
  if (sheet)
    return (
      <div className="border-b border-page px-4 py-3 last:border-b-0" data-testid={testId}>
        <div className="mb-2 text-sm font-semibold text-ink">{label}</div>
        <div className="flex flex-wrap items-center gap-2 text-sm">{children}</div>
      </div>
    );
  return (
    <div className="flex border-b border-page last:border-b-0" data-testid={testId}>
      <div className="w-[110px] shrink-0 bg-[#f7f7f7] px-3 py-2.5 text-xs text-subtle">{label}</div>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-5 gap-y-1.5 px-3 py-2.5 text-xs">{children}</div>
    </div>
  );
}

/** In the phone's sheet, each choice is a 44 px chip (a finger's target) instead of a line of text. */
const CHIP = "flex min-h-11 items-center rounded-sm bg-[#f5f5f5] px-3";

/**
 * The filter box above the results, every control a link (or a GET form for the price), so it
 * works before and without JavaScript and each filtered list has its own URL. On phones the same
 * box is drawn in FilterSheet's bottom sheet (`sheet`): rows stacked, choices as chips, the
 * in-stock switch of the sort bar among them; the box above the results is then hidden.
 */
export function FilterPanel({
  q,
  facets,
  brands,
  categoryHref,
  trail,
  sheet = false,
}: {
  q: ListQuery;
  facets: SearchFacets;
  /** Brands of the chosen category (list_by_category); facet brands otherwise. */
  brands: Brand[] | null;
  categoryHref: (categoryId: number) => string;
  trail: TrailItem[];
  /** Drawn inside the phone's filter sheet. */
  sheet?: boolean;
}) {
  const t = useTranslations("list");
  const attrs = chosenAttrs(q.attrs);
  const chips: { label: string; href: string }[] = [];
  if (q.bid)
    chips.push({
      label: t("chipBrand", { name: q.bName ?? String(q.bid) }),
      href: withChanges(q, { bid: undefined, bName: undefined }),
    });
  for (const a of attrs)
    chips.push({
      label: `${a.name}: ${a.values.join("、")}`,
      href: withChanges(q, { attrs: withoutAttr(q.attrs, a.name) }),
    });
  if (q.minPrice !== undefined || q.maxPrice !== undefined)
    chips.push({
      label: t("chipPrice", {
        min: q.minPrice !== undefined ? formatPrice(q.minPrice) : "0",
        max: q.maxPrice !== undefined ? formatPrice(q.maxPrice) : "∞",
      }),
      href: withChanges(q, { minPrice: undefined, maxPrice: undefined }),
    });
  if (q.inStock) chips.push({ label: t("inStock"), href: withChanges(q, { inStock: undefined }) });

  const brandList =
    brands && brands.length > 0
      ? brands.map((b) => ({ brandId: b.brandId, name: b.name, imgUrl: b.imgUrl }))
      : facets.brands.map((b) => ({ brandId: b.brandId, name: b.name, imgUrl: b.imgUrl }));
  const leafChosen = trail.length === 3;
  const chip = (desktop: string) => (sheet ? clsx(desktop, CHIP) : desktop);
  const idPrefix = sheet ? "sheet-list" : "list";

  return (
    <section
      aria-label={t("filters")}
      className={sheet ? "bg-white" : "border border-line bg-white max-md:hidden"}
      data-testid={sheet ? "filter-sheet-panel" : "filter-panel"}
    >
      {chips.length > 0 ? (
        <Row label={t("chosen")} testId="filter-chosen" sheet={sheet}>
          {chips.map((c) => (
            <Link
              key={c.label}
              href={c.href}
              className={clsx(
                "flex items-center gap-1 border border-brand px-2 py-0.5 text-brand hover:bg-brand/5",
                sheet && "min-h-11",
              )}
              aria-label={t("removeFilter", { label: c.label })}
            >
              {c.label}
              <X size={12} aria-hidden />
            </Link>
          ))}
          <Link
            href={withChanges(q, {
              bid: undefined,
              bName: undefined,
              attrs: undefined,
              minPrice: undefined,
              maxPrice: undefined,
              inStock: undefined,
            })}
            className={sheet ? "flex min-h-11 items-center px-2 text-subtle" : "text-subtle hover:text-brand"}
          >
            {t("clearAll")}
          </Link>
        </Row>
      ) : null}
      {!leafChosen && facets.categories.length > 0 ? (
        <Row label={t("category")} testId="facet-categories" sheet={sheet}>
          {facets.categories.slice(0, 16).map((c) => (
            <Link key={c.categoryId} href={categoryHref(c.categoryId)} className={chip("text-ink hover:text-brand")}>
              {c.categoryName}
              {facets.sampled ? null : <span className="ml-0.5 text-muted">({c.count})</span>}
            </Link>
          ))}
        </Row>
      ) : null}
      {!q.bid && brandList.length > 0 ? (
        <Row label={t("brand")} testId="facet-brands" sheet={sheet}>
          {brandList.slice(0, 20).map((b) => (
            <Link
              key={b.brandId}
              href={withChanges(q, { bid: b.brandId, bName: b.name })}
              className={
                sheet ? clsx("gap-1.5 text-ink", CHIP) : "flex h-8 items-center gap-1.5 text-ink hover:text-brand"
              }
              data-testid="facet-brand"
            >
              {b.imgUrl ? (
                <img
                  src={mediaUrl(b.imgUrl)}
                  alt=""
                  width={32}
                  height={20}
                  loading="lazy"
                  className="h-5 w-8 object-contain"
                />
              ) : null}
              {b.name}
            </Link>
          ))}
        </Row>
      ) : null}
      {facets.attrs.slice(0, 6).map((a) => {
        const chosen = attrs.find((x) => x.name === a.name)?.values ?? [];
        return (
          <Row key={a.name} label={a.name} testId="facet-attr" sheet={sheet}>
            {a.values.slice(0, 16).map((v) => {
              const on = chosen.includes(v.value);
              return (
                <Link
                  key={v.value}
                  href={withChanges(q, { attrs: toggleAttr(q.attrs, a.name, v.value) })}
                  className={clsx(
                    "flex items-center gap-1 hover:text-brand",
                    on ? "text-brand" : "text-ink",
                    sheet && CHIP,
                  )}
                  aria-current={on ? "true" : undefined}
                  data-testid="facet-attr-value"
                >
                  <span
                    className={clsx(
                      "flex size-3 items-center justify-center border",
                      on ? "border-brand bg-brand text-white" : "border-line-strong",
                    )}
                    aria-hidden
                  >
                    {on ? <Check size={10} /> : null}
                  </span>
                  {v.value}
                  {facets.sampled ? null : <span className="text-muted">({v.count})</span>}
                </Link>
              );
            })}
          </Row>
        );
      })}
      {sheet ? (
        <Row label={t("inStock")} testId="facet-in-stock" sheet>
          <Link
            href={withChanges(q, { inStock: q.inStock ? undefined : 1 })}
            aria-current={q.inStock ? "true" : undefined}
            className={clsx("gap-1.5", CHIP, q.inStock ? "text-brand" : "text-ink")}
            data-testid="sheet-in-stock-toggle"
          >
            <span
              className={clsx("size-3 border", q.inStock ? "border-brand bg-brand" : "border-line-strong bg-white")}
              aria-hidden
            />
            {t("inStockOnly")}
          </Link>
        </Row>
      ) : null}
      <Row label={t("price")} testId="facet-price" sheet={sheet}>
        <form
          action="/list"
          method="get"
          className={sheet ? "flex w-full items-center gap-2" : "flex items-center gap-2"}
          data-testid={sheet ? "sheet-price-form" : "price-form"}
        >
          {Object.entries(hiddenFields(q, ["minPrice", "maxPrice", "current"])).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <label className="sr-only" htmlFor={`${idPrefix}-min-price`}>
            {t("minPrice")}
          </label>
          <input
            id={`${idPrefix}-min-price`}
            name="minPrice"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={q.minPrice ?? ""}
            placeholder={facets.priceRange ? formatPrice(facets.priceRange.min) : "¥"}
            className={sheet ? "h-11 w-24 min-w-0 flex-1 border border-line px-2" : "h-7 w-24 border border-line px-2"}
          />
          <span aria-hidden>-</span>
          <label className="sr-only" htmlFor={`${idPrefix}-max-price`}>
            {t("maxPrice")}
          </label>
          <input
            id={`${idPrefix}-max-price`}
            name="maxPrice"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={q.maxPrice ?? ""}
            placeholder={facets.priceRange ? formatPrice(facets.priceRange.max) : "¥"}
            className={sheet ? "h-11 w-24 min-w-0 flex-1 border border-line px-2" : "h-7 w-24 border border-line px-2"}
          />
          <button
            type="submit"
            className={
              sheet
                ? "h-11 shrink-0 bg-brand px-4 text-white"
                : "h-7 border border-line bg-white px-3 hover:border-brand hover:text-brand"
            }
          >
            {t("confirm")}
          </button>
        </form>
      </Row>
    </section>
  );
}

/** The list's parameters as hidden form fields, minus the ones the form itself sets. */
export function hiddenFields(q: ListQuery, omit: (keyof ListQuery)[]): Record<string, string> {
  const href = withChanges(q, Object.fromEntries(omit.map((k) => [k, undefined])));
  const qs = href.split("?")[1] ?? "";
  return Object.fromEntries(new URLSearchParams(qs));
}
