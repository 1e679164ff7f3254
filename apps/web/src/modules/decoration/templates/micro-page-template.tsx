import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { microPageEndpoint } from "@/lib/api/endpoints/decoration";
import { shopCategoryListEndpoint } from "@/lib/api/endpoints/shop";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { MainHeader } from "@/modules/header/templates/main-header";
import { ShopNav, ShopSign } from "@/modules/shop/components/shop-sign";
import { loadShopHead } from "@/modules/shop/templates/shop-index-template";
import { DecoratedHeader } from "../components/decorated-header";
import { DecorationView } from "../components/decoration-view";
import { findShopSigns, parseDecoration } from "../lib/parse";

/** A micro-page; null when unknown, another shop's, or its shop is not open. Throws when the API is unreachable. */
export async function loadMicroPage(renovationId: number | null, shopId: number | undefined, locale: Locale) {
  if (!renovationId) return null;
  const r = await fetchResultOnServer(microPageEndpoint(renovationId, shopId), locale);
  if (r.ok) return r.data;
  if (r.code === null) throw new Error("shopRenovation/info: API unreachable");
  return null;
}

/**
 * /select-decorate?renovationId=&sid= (spec part 2): a micro-page. A shop's page comes under the
 * shop's sign and menu; a platform page brings its own decorated header (shop_signs), or the
 * mall header when it has none.
 */
export async function MicroPageTemplate({
  renovationId,
  shopId,
  locale,
}: {
  renovationId: number | null;
  shopId?: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "decoration" });
  const page = await loadMicroPage(renovationId, shopId, locale);
  if (!page) {
    return (
      <>
        <MainHeader />
        <Container className="py-6">
          <div
            className="flex flex-col items-center bg-white py-20 text-center"
            role="status"
            data-testid="micro-page-missing"
          >
            <p className="text-lg text-ink">{t("pageMissing")}</p>
            <Link href="/" className="mt-6 rounded-sm bg-brand px-6 py-2 text-sm text-white hover:bg-brand-dark">
              {t("backHome")}
            </Link>
          </div>
        </Container>
      </>
    );
  }
  const blocks = parseDecoration(page.content);
  const signs = findShopSigns(blocks);
  const [shop, categories] =
    page.shopId > 0
      ? await Promise.all([
          loadShopHead(page.shopId, locale),
          fetchOnServer(shopCategoryListEndpoint(page.shopId), locale),
        ])
      : [null, null];
  return (
    <>
      {shop ? (
        <>
          <ShopSign shop={shop} />
          <ShopNav shopId={shop.shopId} categories={categories ?? []} current="home" />
        </>
      ) : signs ? (
        <DecoratedHeader data={signs.dataField} />
      ) : (
        <MainHeader />
      )}
      <h1 className="sr-only">{page.name}</h1>
      <div className="pb-4" data-testid="micro-page">
        <DecorationView blocks={blocks} />
      </div>
    </>
  );
}
