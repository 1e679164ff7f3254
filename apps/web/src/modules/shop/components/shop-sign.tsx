import type { ShopHeadInfo } from "@souk/contract";
import { Headphones, Search, Star } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { GuardedLink } from "@/modules/auth";
import { Logo } from "@/components/ui/logo";
import { ShopFollowButton } from "./shop-follow-button";
import { ShopLogo } from "@/components/ui/shop-logo";

/**
 * The shop's own header (the shop index hides the mall header): the mall logo, the shop's logo,
 * name, rating and followers, follow toggle, customer service and a search inside the shop.
 */
export function ShopSign({ shop, keyword }: { shop: ShopHeadInfo; keyword?: string }) {
  const t = useTranslations("shop");
  const open = shop.status === 1;
  return (
    <header className="border-b border-line bg-white" data-testid="shop-sign">
      <Container className="flex h-[96px] items-center gap-6 max-md:h-auto max-md:flex-wrap max-md:gap-3 max-md:py-3">
        <span className="contents max-md:hidden">
          <Logo />
        </span>
        <div className="h-10 w-px bg-line max-md:hidden" aria-hidden />
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <ShopLogo src={shop.shopLogo} size={56} iconSize={28} lazy={false} className="size-14 shrink-0" />
          <div className="min-w-0">
            <h1 className="flex items-center gap-2 truncate text-lg font-semibold text-ink" data-testid="shop-name">
              {shop.shopName}
              {shop.shopType === 1 ? (
                <span className="bg-brand px-1 text-[11px] font-normal leading-4 text-white">{t("selfRun")}</span>
              ) : null}
            </h1>
            <p className="mt-1 flex items-center gap-3 whitespace-nowrap text-xs text-subtle">
              <span className="flex items-center gap-0.5">
                <Star size={12} className="fill-[#f5a623] text-[#f5a623]" aria-hidden />
                {t("score", { score: shop.score.toFixed(1) })}
              </span>
              <span>{t("followers", { count: shop.followers })}</span>
              {open ? (
                <span>{t("prodCount", { count: shop.prodCount })}</span>
              ) : (
                <span className="text-brand">{shop.shopStatusText}</span>
              )}
            </p>
          </div>
        </div>
        {open ? (
          <div className="flex shrink-0 items-center gap-2 whitespace-nowrap">
            <ShopFollowButton shopId={shop.shopId} />
            <GuardedLink
              href={`/chat?shopId=${shop.shopId}`}
              className="flex h-8 items-center gap-1 rounded-sm border border-line px-3 text-xs text-ink hover:border-brand hover:text-brand"
              data-testid="shop-service"
            >
              <Headphones size={14} aria-hidden />
              {t("service")}
            </GuardedLink>
          </div>
        ) : null}
        {open ? (
          <form
            action="/shop-prod-list"
            method="get"
            role="search"
            className="ml-auto flex h-9 w-[300px] shrink-0 border-2 border-brand max-md:ml-0 max-md:w-full max-md:shrink"
            aria-label={t("searchShop")}
          >
            <input type="hidden" name="sid" value={shop.shopId} />
            <label htmlFor="shop-search" className="sr-only">
              {t("searchShop")}
            </label>
            <input
              id="shop-search"
              type="search"
              name="prodName"
              defaultValue={keyword}
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className="min-w-0 flex-1 px-3 text-sm outline-none placeholder:text-muted"
              data-testid="shop-search-input"
            />
            <button
              type="submit"
              className="flex w-20 items-center justify-center gap-1 bg-brand text-sm text-white hover:bg-brand-dark"
            >
              <Search size={14} aria-hidden />
              {t("searchButton")}
            </button>
          </form>
        ) : null}
      </Container>
    </header>
  );
}

/** The shop's menu bar: home, all goods and the shop's categories. */
export function ShopNav({
  shopId,
  categories,
  current,
}: {
  shopId: number;
  categories: { shopCategoryId: number; categoryName: string }[];
  /** "home", "all", or a shop category id. */
  current: "home" | "all" | number;
}) {
  const t = useTranslations("shop");
  const item = "flex h-10 items-center px-5 text-sm text-white hover:bg-black/15 max-md:px-3";
  return (
    <nav aria-label={t("navLabel")} className="bg-[#333]" data-testid="shop-nav">
      <Container>
        <ul className="flex max-md:overflow-x-auto max-md:whitespace-nowrap">
          <li>
            <Link
              href={`/shopIndex?sid=${shopId}`}
              className={item}
              aria-current={current === "home" ? "page" : undefined}
              data-current={current === "home"}
            >
              {t("home")}
            </Link>
          </li>
          <li>
            <Link
              href={`/shop-prod-list?sid=${shopId}`}
              className={item}
              aria-current={current === "all" ? "page" : undefined}
            >
              {t("allGoods")}
            </Link>
          </li>
          {categories.slice(0, 8).map((c) => (
            <li key={c.shopCategoryId}>
              <Link
                href={`/shopIndex?sid=${shopId}&cid=${c.shopCategoryId}`}
                className={item}
                aria-current={current === c.shopCategoryId ? "page" : undefined}
              >
                {c.categoryName}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
