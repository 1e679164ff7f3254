import type { Locale } from "@souk/contract";
import clsx from "clsx";
import { ArrowDown, ArrowUp } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { shopCategoryListEndpoint, shopProdPageEndpoint } from "@/lib/api/endpoints/shop";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { ProductTile } from "@/modules/product";
import { activeSort, sortPatch, type SortKey } from "@/modules/search";
import { ShopNav, ShopSign } from "../components/shop-sign";
import { ShopState } from "../components/shop-state";
import { SHOP_PAGE_SIZE, shopProdWith, type ShopProdQuery } from "../lib/shop-query";
import { loadShopHead } from "./shop-index-template";

/** /shop-prod-list (spec part 2): a shop's goods with its categories, keyword, sorts and pagination. */
export async function ShopProdListTemplate({ q, locale }: { q: ShopProdQuery; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "shop" });
  const tl = await getTranslations({ locale, namespace: "list" });
  const shop = q.sid ? await loadShopHead(q.sid, locale) : null;
  if (!shop) return <ShopState title={t("unknown")} detail={t("unknownDetail")} />;
  if (shop.status !== 1)
    return (
      <>
        <ShopSign shop={shop} />
        <ShopState title={shop.shopStatusText || t("closed")} detail={t("closedDetail")} />
      </>
    );
  const [categories, result] = await Promise.all([
    fetchOnServer(shopCategoryListEndpoint(shop.shopId), locale),
    fetchResultOnServer(
      shopProdPageEndpoint({
        shopId: shop.shopId,
        shopCategoryId: q.cid,
        prodName: q.prodName,
        sort: q.sort,
        orderBy: q.orderBy,
        current: q.current,
        size: SHOP_PAGE_SIZE,
      }),
      locale,
    ),
  ]);
  if (!result.ok && result.code === null) throw new Error("shop/prodPage: API unreachable");
  const page = result.ok ? result.data : null;
  const cats = categories ?? [];
  const active = activeSort({ sort: q.sort, orderBy: q.orderBy, current: q.current });
  const sorts: [SortKey, string][] = [
    ["default", tl("sortDefault")],
    ["sales", tl("sortSales")],
    [
      active === "priceAsc" ? "priceDesc" : "priceAsc",
      active === "priceDesc" ? tl("sortPriceDesc") : active === "priceAsc" ? tl("sortPriceAsc") : tl("sortPrice"),
    ],
    ["newest", tl("sortNewest")],
  ];

  return (
    <>
      <ShopSign shop={shop} keyword={q.prodName} />
      <ShopNav shopId={shop.shopId} categories={cats} current={q.cid ?? "all"} />
      <Container className="flex gap-4 py-4 max-md:flex-col max-md:gap-3 max-md:py-3" data-testid="shop-prod-list">
        <aside className="w-[200px] shrink-0 self-start bg-white max-md:hidden" aria-label={t("categories")}>
          <h2 className="bg-brand px-4 py-2 text-sm font-semibold text-white">{t("categories")}</h2>
          <ul className="py-1 text-xs">
            <li>
              <Link
                href={shopProdWith(q, { cid: undefined })}
                aria-current={!q.cid ? "page" : undefined}
                className={clsx("flex justify-between px-4 py-2 hover:text-brand", !q.cid && "text-brand")}
              >
                {t("allGoods")}
                <span className="text-muted">{shop.prodCount}</span>
              </Link>
            </li>
            {cats.map((c) => (
              <li key={c.shopCategoryId}>
                <Link
                  href={shopProdWith(q, { cid: c.shopCategoryId })}
                  aria-current={q.cid === c.shopCategoryId ? "page" : undefined}
                  className={clsx(
                    "flex justify-between px-4 py-2 hover:text-brand",
                    q.cid === c.shopCategoryId && "bg-brand/5 text-brand",
                  )}
                >
                  {c.categoryName}
                  <span className="text-muted">{c.prodCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <div className="min-w-0 flex-1">
          <div className="flex items-center border border-line bg-[#f7f7f7] px-3 py-2 max-md:flex-wrap max-md:gap-y-2">
            <nav aria-label={tl("sortLabel")}>
              <ul className="flex">
                {sorts.map(([key, label]) => {
                  const on = key === active || (key.startsWith("price") && active.startsWith("price"));
                  return (
                    <li key={label}>
                      <Link
                        href={shopProdWith(q, sortPatch(key))}
                        aria-current={on ? "true" : undefined}
                        className={clsx(
                          "-ml-px flex h-7 items-center gap-0.5 border px-4 text-xs",
                          on
                            ? "relative z-10 border-brand bg-brand text-white"
                            : "border-line bg-white text-ink hover:text-brand",
                        )}
                        data-testid={`shop-sort-${key.startsWith("price") ? "price" : key}`}
                      >
                        {label}
                        {key.startsWith("price") ? (
                          active === "priceDesc" ? (
                            <ArrowDown size={12} aria-hidden />
                          ) : (
                            <ArrowUp size={12} aria-hidden />
                          )
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {q.prodName ? (
              <p className="ml-4 text-xs text-subtle">
                {tl.rich("keywordTitle", {
                  keyword: q.prodName,
                  em: (c) => <em className="not-italic text-brand">{c}</em>,
                })}
              </p>
            ) : null}
            <p className="ml-auto text-xs text-subtle" data-testid="result-count">
              {tl.rich("resultCount", {
                count: page?.total ?? 0,
                em: (c) => <em className="not-italic text-brand">{c}</em>,
              })}
            </p>
          </div>
          {page && page.records.length > 0 ? (
            <>
              <ul className="mt-3 grid grid-cols-4 gap-2.5 max-md:grid-cols-2 max-md:gap-2" data-testid="shop-grid">
                {page.records.map((p) => (
                  <li key={p.prodId}>
                    <ProductTile p={p} />
                  </li>
                ))}
              </ul>
              <Pagination current={q.current} pages={page.pages} href={(n) => shopProdWith(q, { current: n })} />
            </>
          ) : (
            <p className="mt-3 bg-white py-16 text-center text-muted" data-testid="shop-empty">
              {q.prodName ? tl("emptyKeyword", { keyword: q.prodName }) : t("noGoods")}
            </p>
          )}
        </div>
      </Container>
    </>
  );
}
