import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { webConfigEndpoint } from "@/lib/api/endpoints/content";
import { homeDecorationEndpoint } from "@/lib/api/endpoints/decoration";
import { fetchOnServer } from "@/lib/api/server-client";
import { localizedText } from "@/lib/web-config/localize";
import { DecorationView } from "@/modules/decoration";
import { decorationVersion, parseDecoration } from "@/modules/decoration";
import { TaggedGroups } from "../components/tagged-groups";
import { HomeTemplate } from "./home-template";

/**
 * The home page: the published home decoration's blocks (the shop_signs header is rendered by
 * the layout). Without a decoration — none published, or the API unreachable while the page was
 * rendered — the category-driven fallback home is shown and the page is rebuilt within a minute.
 * The shops' product groups (/prod/tag/prodTagList) follow either.
 */
export async function DecoratedHome({ locale }: { locale: Locale }) {
  const [home, config, t] = await Promise.all([
    fetchOnServer(homeDecorationEndpoint(), locale),
    fetchOnServer(webConfigEndpoint(), locale),
    getTranslations({ locale, namespace: "common" }),
  ]);
  const blocks = parseDecoration(home?.content);
  if (blocks.length === 0)
    return (
      <>
        <HomeTemplate />
        <TaggedGroups locale={locale} />
      </>
    );
  return (
    <>
      <h1 className="sr-only">{localizedText(config, "pcTitleContent", locale) || t("brand")}</h1>
      <DecorationView blocks={blocks} lazyHomeGoods={{ version: decorationVersion(home?.content) }} />
      <TaggedGroups locale={locale} />
    </>
  );
}
