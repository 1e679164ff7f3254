import type { Locale } from "@souk/contract";
import { Star, Store } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { searchShopPageEndpoint } from "@/lib/api/endpoints/search";
import { fetchResultOnServer } from "@/lib/api/server-client";
import { PriceTag } from "@/components/ui/price-tag";
import { BackButton } from "@/components/ui/back-button";
import { mediaUrl } from "@/lib/media/media-url";
import { ShopLogo } from "@/components/ui/shop-logo";
import { searchHref } from "@/modules/header";
import { RewriteNotice } from "@/modules/search";

export const SHOP_LIST_SIZE = 10;

export function shopListHref(shopName: string | undefined, current: number): string {
  const s = new URLSearchParams();
  if (shopName) s.set("shopName", shopName);
  if (current > 1) s.set("current", String(current));
  const qs = s.toString();
  return qs ? `/shopList?${qs}` : "/shopList";
}

/** /shopList?shopName= (spec part 2): matching open shops with logo, name, rating and sales, and a few goods. */
export async function ShopListTemplate({
  shopName,
  current,
  locale,
}: {
  shopName?: string;
  current: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "shop" });
  const tl = await getTranslations({ locale, namespace: "list" });
  const r = await fetchResultOnServer(searchShopPageEndpoint(shopName, current, SHOP_LIST_SIZE), locale);
  if (!r.ok && r.code === null) throw new Error("searchShopPage: API unreachable");
  const page = r.ok ? r.data : null;
  const shops = page?.records ?? [];

  return (
    <Container className="py-4" data-testid="shop-list">
      <div className="flex items-center justify-between py-2 text-xs text-subtle">
        <h1 className="text-sm text-ink">
          {shopName
            ? tl.rich("keywordTitle", { keyword: shopName, em: (c) => <em className="not-italic text-brand">{c}</em> })
            : t("allShops")}
        </h1>
        <p data-testid="result-count">
          {t.rich("shopCount", { count: page?.total ?? 0, em: (c) => <em className="not-italic text-brand">{c}</em> })}
        </p>
      </div>
      {page?.rewrite && shopName ? (
        <RewriteNotice
          rewrite={page.rewrite}
          keyword={shopName}
          what="shops"
          href={(query) => searchHref(query, "shops")}
        />
      ) : null}
      {shops.length === 0 ? (
        <div
          className="flex flex-col items-center bg-white py-16 text-center"
          role="status"
          data-testid="shop-list-empty"
        >
          <Store size={64} strokeWidth={1.2} className="text-line-strong" aria-hidden />
          <p className="mt-4 text-base text-ink">
            {shopName ? t("noShopsKeyword", { keyword: shopName }) : t("noShops")}
          </p>
          <BackButton className="mt-6 rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5" />
        </div>
      ) : (
        <ul className="space-y-2.5">
          {shops.map((s) => (
            <li
              key={s.shopId}
              className="flex bg-white p-5 max-md:flex-col max-md:gap-3 max-md:p-3"
              data-testid="shop-row"
            >
              <div className="flex w-[360px] shrink-0 gap-4 border-r border-line pr-5 max-md:w-auto max-md:border-r-0 max-md:pr-0">
                <ShopLogo src={s.shopLogo} size={80} iconSize={32} className="size-20 shrink-0" />
                <div className="min-w-0">
                  <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
                    <Link
                      href={`/shopIndex?sid=${s.shopId}`}
                      className="truncate hover:text-brand"
                      data-testid="shop-row-link"
                    >
                      <span
                        className="[&_em]:not-italic [&_em]:text-brand"
                        dangerouslySetInnerHTML={{ __html: s.highlightName }}
                      />
                    </Link>
                    {s.shopType === 1 ? (
                      <span className="shrink-0 bg-brand px-1 text-[11px] font-normal leading-4 text-white">
                        {t("selfRun")}
                      </span>
                    ) : null}
                  </h2>
                  <p className="mt-1 flex items-center gap-3 text-xs text-subtle">
                    <span className="flex items-center gap-0.5">
                      <Star size={12} className="fill-[#f5a623] text-[#f5a623]" aria-hidden />
                      {t("score", { score: s.score.toFixed(1) })}
                    </span>
                    <span>{t("sales", { count: s.soldNum })}</span>
                    <span>{t("followers", { count: s.followers })}</span>
                  </p>
                  <p className="mt-2 line-clamp-2 text-xs leading-5 text-muted">{s.intro}</p>
                  <Link
                    href={`/shopIndex?sid=${s.shopId}`}
                    className="mt-2 inline-block rounded-sm border border-brand px-4 py-1 text-xs text-brand hover:bg-brand/5"
                    aria-label={t("enterShopNamed", { name: s.shopName })}
                  >
                    {t("enterShop")}
                  </Link>
                </div>
              </div>
              <ul className="grid flex-1 grid-cols-4 gap-3 pl-5 max-md:grid-cols-2 max-md:gap-2 max-md:pl-0">
                {s.goods.slice(0, 4).map((g) => (
                  <li key={g.prodId}>
                    <Link href={`/detail/${g.prodId}`} target="_blank" prefetch={false} className="group block">
                      <img
                        src={mediaUrl(g.pic)}
                        alt=""
                        width={160}
                        height={160}
                        loading="lazy"
                        className="aspect-square w-full object-cover"
                      />
                      <span className="mt-1 block truncate text-xs text-ink group-hover:text-brand">{g.prodName}</span>
                    </Link>
                    <PriceTag value={g.price} size="sm" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {page ? <Pagination current={current} pages={page.pages} href={(n) => shopListHref(shopName, n)} /> : null}
    </Container>
  );
}
