import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { DECORATED_HEADER_NAMESPACES, HOME_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { homeDecorationEndpoint } from "@/lib/api/endpoints/decoration";
import { fetchOnServer } from "@/lib/api/server-client";
import { RenderedCategories } from "@/lib/shell/rendered-categories";
import { DecoratedHeader } from "@/modules/decoration/components/decorated-header";
import { findShopSigns, parseDecoration } from "@/modules/decoration/lib/parse";
import { HomeLayout } from "@/modules/layout/templates/home-layout";

/**
 * "/" and "/newIndex" — the home layout. When the published home decoration has a shop_signs
 * block, its decorated header replaces the main header; a decoration without one gets the main
 * header with the category dropdown; without any decoration the category list is pinned open
 * beside the fallback hero. (The page fetches the same decoration: one cached request.)
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await enableStaticLocale(params);
  const blocks = parseDecoration((await fetchOnServer(homeDecorationEndpoint(), locale))?.content);
  const signs = findShopSigns(blocks);
  const page = (
    <HomeLayout
      categoryHeader={blocks.length > 0 ? "dropdown" : "pinned"}
      header={
        signs ? (
          <ClientMessages add={DECORATED_HEADER_NAMESPACES}>
            <DecoratedHeader data={signs.dataField} />
          </ClientMessages>
        ) : undefined
      }
    >
      <ClientMessages add={HOME_NAMESPACES}>{children}</ClientMessages>
    </HomeLayout>
  );
  // Only the fallback home shows the category tree in its HTML (pinned panel, hero, floors); a
  // decorated home has it in a closed dropdown only, which loads it in the browser, as on every
  // other page (ADR 0030-page-weight).
  return blocks.length === 0 ? <RenderedCategories locale={locale}>{page}</RenderedCategories> : page;
}
