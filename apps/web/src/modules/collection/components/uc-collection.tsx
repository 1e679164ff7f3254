"use client";

import type { CollectedProduct, CollectedShop } from "@souk/contract";
import clsx from "clsx";
import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  prodCollectionPageEndpoint,
  removeProdCollectionEndpoint,
  removeShopCollectionEndpoint,
  shopCollectionPageEndpoint,
} from "@/lib/api/endpoints/collection";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { mediaUrl } from "@/lib/media/media-url";
import { useApiData } from "@/lib/hooks/use-api-data";
import { formatPrice } from "@/lib/money/price";

const PAGE_SIZE = 12;
type Tab = "goods" | "shops";

/** uc-collection: collected goods and shops in two tabs, with pages and remove. */
export function UcCollectionPage() {
  const t = useTranslations("collection");
  const tu = useTranslations("userCenter");
  const [tab, setTab] = useState<Tab>("goods");
  return (
    <Panel title={tu("pages.uc-collection")} testId="uc-collection">
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List className="mb-4 flex gap-6 border-b border-line" aria-label={tu("pages.uc-collection")}>
          {(["goods", "shops"] as const).map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              className="-mb-px border-b-2 border-transparent px-1 pb-2 text-sm text-ink hover:text-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
              data-testid={`collection-tab-${v}`}
            >
              {t(v)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="goods" className="outline-none">
          <Goods />
        </Tabs.Content>
        <Tabs.Content value="shops" className="outline-none">
          <Shops />
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}

/** After removing the last record of a page, step back a page. */
function afterRemove(records: number, current: number, setCurrent: (p: number) => void, reload: () => void) {
  if (records <= 1 && current > 1) setCurrent(current - 1);
  else reload();
}

function Goods() {
  const t = useTranslations("collection");
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => prodCollectionPageEndpoint(current, PAGE_SIZE), `goods-${current}`);
  const remove = async (p: CollectedProduct) => {
    try {
      await callApi(removeProdCollectionEndpoint(p.collectionId));
    } catch {
      return;
    }
    toast.success(t("removed"));
    afterRemove(page.data?.records.length ?? 0, current, setCurrent, page.reload);
  };
  if (page.status === "ready" && page.data.total === 0)
    return <EmptyState testId="collection-empty">{t("emptyGoods")}</EmptyState>;
  return (
    <>
      <ul className="grid grid-cols-4 gap-4 max-md:grid-cols-2 max-md:gap-2" data-testid="collection-goods">
        {page.data?.records.map((p) => {
          const off = p.status !== 1;
          return (
            <li
              key={p.collectionId}
              className="group relative border border-line p-3 hover:border-brand/60"
              data-testid="collection-item"
            >
              <a
                href={`/detail/${p.prodId}`}
                target="_blank"
                rel="noopener"
                className={clsx("block", off && "opacity-50")}
              >
                <img
                  src={mediaUrl(p.pic)}
                  alt=""
                  width={200}
                  height={200}
                  className="aspect-square w-full bg-page object-cover"
                />
                <span className="mt-2 line-clamp-2 h-8 text-xs leading-4 text-ink group-hover:text-brand">
                  {p.prodName}
                </span>
              </a>
              <div className="mt-2 flex items-center justify-between">
                <span className="text-sm font-semibold text-brand">
                  {off ? (
                    <span className="text-xs font-normal text-muted">{t("offShelf")}</span>
                  ) : (
                    `¥${formatPrice(p.price)}`
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => void remove(p)}
                  className="text-xs text-subtle hover:text-brand"
                  aria-label={t("removeNamed", { name: p.prodName })}
                  data-testid="collection-remove"
                >
                  {t("remove")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </>
  );
}

function Shops() {
  const t = useTranslations("collection");
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => shopCollectionPageEndpoint(current, PAGE_SIZE), `shops-${current}`);
  const remove = async (s: CollectedShop) => {
    try {
      await callApi(removeShopCollectionEndpoint(s.collectionId));
    } catch {
      return;
    }
    toast.success(t("removed"));
    afterRemove(page.data?.records.length ?? 0, current, setCurrent, page.reload);
  };
  if (page.status === "ready" && page.data.total === 0)
    return <EmptyState testId="collection-empty">{t("emptyShops")}</EmptyState>;
  return (
    <>
      <ul className="grid grid-cols-3 gap-4 max-md:grid-cols-1" data-testid="collection-shops">
        {page.data?.records.map((s) => {
          const logo = mediaUrl(s.shopLogo);
          return (
            <li
              key={s.collectionId}
              className="flex items-center gap-3 border border-line p-4 hover:border-brand/60"
              data-testid="collection-shop"
            >
              {logo ? (
                <img
                  src={logo}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 border border-line object-cover"
                />
              ) : (
                <Store size={56} strokeWidth={1} className="shrink-0 text-muted" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <Link href={`/shopIndex?sid=${s.shopId}`} className="block truncate text-sm text-ink hover:text-brand">
                  {s.shopName}
                </Link>
                {s.status !== 1 ? <p className="mt-1 text-xs text-muted">{t("shopUnavailable")}</p> : null}
                <button
                  type="button"
                  onClick={() => void remove(s)}
                  className="mt-2 text-xs text-subtle hover:text-brand"
                  aria-label={t("removeNamed", { name: s.shopName })}
                  data-testid="collection-shop-remove"
                >
                  {t("remove")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </>
  );
}
