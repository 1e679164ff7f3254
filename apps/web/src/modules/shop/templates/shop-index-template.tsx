import type { Locale, ProdCard } from "@souk/contract";
import { ChevronRight } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { shopHomeDecorationEndpoint } from "@/lib/api/endpoints/decoration";
import { shopCategoryListEndpoint, shopHeadInfoEndpoint, shopProdPageEndpoint } from "@/lib/api/endpoints/shop";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { DecoratedHeader, DecorationView, findShopSigns } from "@/modules/decoration";
import { parseDecoration } from "@/modules/decoration";
import { ProductTile } from "@/modules/product";
import { ShopNav, ShopSign } from "../components/shop-sign";
import { ShopState } from "../components/shop-state";
import { shopProdHref } from "../lib/shop-query";
import { ShopCoupons } from "@/modules/coupon";

/** The shop header info; null for an unknown shop. Throws when the API cannot be reached (keeps the cached page). */
export async function loadShopHead(shopId: number, locale: Locale) {
  const r = await fetchResultOnServer(shopHeadInfoEndpoint(shopId), locale);
  if (r.ok) return r.data;
  if (r.code === null) throw new Error("shop/headInfo: API unreachable");
  return null;
}

function GoodsSection({
  title,
  goods,
  more,
  testId,
}: {
  title: string;
  goods: ProdCard[];
  more?: { href: string; label: string };
  testId?: string;
}) {
  if (goods.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4" data-testid={testId}>
      <header className="flex items-baseline justify-between border-b-2 border-brand pb-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {more ? (
          <Link href={more.href} className="flex items-center text-xs text-subtle hover:text-brand">
            {more.label}
            <ChevronRight size={14} aria-hidden />
          </Link>
        ) : null}
      </header>
      <ul className="mt-3 grid grid-cols-4 gap-2.5 max-md:grid-cols-2 max-md:gap-2">
        {goods.map((g) => (
          <li key={g.prodId}>
            <ProductTile p={g} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /shopIndex?sid=&cid= (spec part 2): the shop's sign, menu and its own decoration — or a default
 * home (categories, best sellers, newest) when it has none; with cid, that category's goods. A
 * closed, offline or unknown shop shows a clear state. Cached per shop and category.
 */
export async function ShopIndexTemplate({
  shopId,
  cid,
  locale,
}: {
  shopId: number | null;
  cid?: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "shop" });
  const shop = shopId ? await loadShopHead(shopId, locale) : null;
  // Unknown shop: a real 404 (shopIndex/not-found.tsx shows the same "shop does not exist" state).
  if (!shop) notFound();
  if (shop.status !== 1)
    return (
      <>
        <ShopSign shop={shop} />
        <ShopState title={shop.shopStatusText || t("closed")} detail={t("closedDetail")} />
      </>
    );

  const [categories, decoration, hot, newest, inCategory] = await Promise.all([
    fetchOnServer(shopCategoryListEndpoint(shop.shopId), locale),
    cid ? Promise.resolve(null) : fetchOnServer(shopHomeDecorationEndpoint(shop.shopId), locale),
    cid
      ? Promise.resolve(null)
      : fetchOnServer(shopProdPageEndpoint({ shopId: shop.shopId, sort: 1, size: 8 }), locale),
    cid
      ? Promise.resolve(null)
      : fetchOnServer(shopProdPageEndpoint({ shopId: shop.shopId, sort: 3, size: 8 }), locale),
    cid
      ? fetchOnServer(shopProdPageEndpoint({ shopId: shop.shopId, shopCategoryId: cid, sort: 1, size: 20 }), locale)
      : Promise.resolve(null),
  ]);
  const cats = categories ?? [];
  const category = cid ? cats.find((c) => c.shopCategoryId === cid) : undefined;
  const decorated = parseDecoration(decoration?.content);
  // The shop's decorated header (its home decoration's shop_signs), on top as the home page has the mall's.
  const signs = findShopSigns(decorated);
  const blocks = decorated.filter((b) => b.type !== "shop_signs");

  return (
    <>
      {signs ? <DecoratedHeader data={signs.dataField} /> : null}
      <ShopSign shop={shop} />
      <ShopNav shopId={shop.shopId} categories={cats} current={cid ?? "home"} />
      {cid ? null : <ShopCoupons shopId={shop.shopId} inline />}
      {blocks.length > 0 ? (
        <div className="pb-4">
          <DecorationView blocks={blocks} />
        </div>
      ) : (
        <Container className="flex gap-4 py-4" data-testid="shop-default-home">
          <aside className="w-[200px] shrink-0 self-start bg-white" aria-label={t("categories")}>
            <h2 className="bg-brand px-4 py-2 text-sm font-semibold text-white">{t("categories")}</h2>
            <ul className="py-1 text-xs">
              <li>
                <Link
                  href={shopProdHref({ sid: shop.shopId })}
                  className="flex justify-between px-4 py-2 hover:text-brand"
                >
                  {t("allGoods")}
                  <span className="text-muted">{shop.prodCount}</span>
                </Link>
              </li>
              {cats.map((c) => (
                <li key={c.shopCategoryId}>
                  <Link
                    href={`/shopIndex?sid=${shop.shopId}&cid=${c.shopCategoryId}`}
                    aria-current={c.shopCategoryId === cid ? "page" : undefined}
                    className={
                      c.shopCategoryId === cid
                        ? "flex justify-between bg-brand/5 px-4 py-2 text-brand"
                        : "flex justify-between px-4 py-2 hover:text-brand"
                    }
                    data-testid="shop-category-link"
                  >
                    {c.categoryName}
                    <span className="text-muted">{c.prodCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {shop.intro ? (
              <section className="border-t border-line px-4 py-3 text-xs leading-5 text-subtle" aria-label={t("about")}>
                <h2 className="mb-1 font-semibold text-ink">{t("about")}</h2>
                <p>{shop.intro}</p>
              </section>
            ) : null}
          </aside>
          <div className="min-w-0 flex-1">
            {cid ? (
              inCategory && inCategory.records.length > 0 ? (
                <GoodsSection
                  title={category?.categoryName ?? t("allGoods")}
                  goods={inCategory.records}
                  testId="shop-category-goods"
                  more={
                    inCategory.total > inCategory.records.length
                      ? {
                          href: shopProdHref({ sid: shop.shopId, cid }),
                          label: t("viewAll", { count: inCategory.total }),
                        }
                      : undefined
                  }
                />
              ) : (
                <p className="bg-white py-16 text-center text-muted" data-testid="shop-empty">
                  {t("noGoods")}
                </p>
              )
            ) : (
              <>
                <GoodsSection
                  title={t("hot")}
                  goods={hot?.records ?? []}
                  testId="shop-hot"
                  more={{
                    href: shopProdHref({ sid: shop.shopId, sort: 1 }),
                    label: t("viewAll", { count: shop.prodCount }),
                  }}
                />
                <GoodsSection
                  title={t("newest")}
                  goods={newest?.records ?? []}
                  testId="shop-newest"
                  more={{
                    href: shopProdHref({ sid: shop.shopId, sort: 3 }),
                    label: t("viewAll", { count: shop.prodCount }),
                  }}
                />
                {(hot?.records.length ?? 0) === 0 ? (
                  <p className="bg-white py-16 text-center text-muted" data-testid="shop-empty">
                    {t("noGoods")}
                  </p>
                ) : null}
              </>
            )}
          </div>
        </Container>
      )}
    </>
  );
}
