import type { Locale, ShopRenovation } from "@souk/contract";
import { notFound } from "next/navigation";
import { microPageEndpoint } from "@/lib/api/endpoints/decoration";
import { shopCategoryListEndpoint } from "@/lib/api/endpoints/shop";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { MainHeader } from "@/modules/header";
import { ShopNav, ShopSign } from "@/modules/shop";
import { loadShopHead } from "@/modules/shop/server";
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
 * A decorated page as buyers see it. A shop's page comes under the shop's sign and menu; a
 * platform page brings its own decorated header (shop_signs), or the mall header when it has none.
 * Shared by the micro pages and the editor's preview of a draft.
 */
export async function DecoratedPage({ page, locale }: { page: ShopRenovation; locale: Locale }) {
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

/** /select-decorate?renovationId=&sid= (spec part 2): a micro-page. */
export async function MicroPageTemplate({
  renovationId,
  shopId,
  locale,
}: {
  renovationId: number | null;
  shopId?: number;
  locale: Locale;
}) {
  const page = await loadMicroPage(renovationId, shopId, locale);
  // Unknown, another shop's, or a closed shop's page: a real 404 (select-decorate/not-found.tsx).
  if (!page) notFound();
  return <DecoratedPage page={page} locale={locale} />;
}
