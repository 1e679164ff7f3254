import type { Locale, ProdInfo, ProdOffShelf } from "@souk/contract";
import { ChevronRight, Star, Store } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Container } from "@/components/ui/container";
import { RichHtml } from "@/components/ui/rich-html";
import { Link } from "@/i18n/navigation";
import { prodInfoEndpoint, recommendListEndpoint } from "@/lib/api/endpoints/product";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { absoluteUrl } from "@/lib/seo/site-url";
import { categoryListHref } from "@/modules/header";
import { ShopFollowButton } from "@/modules/shop";
import { mediaUrl } from "@/lib/media/media-url";
import { CommentsPanel, CommentsTabLabel } from "../components/comments-panel";
import { DetailPurchase, type PurchaseInfo } from "../components/detail-purchase";
import { Recommendations } from "../components/recommendations";
import { ShopCoupons } from "@/modules/coupon";
import { DetailTabs } from "../components/detail-tabs";
import { OffShelfView } from "../components/off-shelf-view";
import { jsonLdScript, productJsonLd } from "../lib/product-jsonld";

export type DetailData = { kind: "onShelf"; info: ProdInfo } | { kind: "offShelf"; brief: ProdOffShelf | null };

/**
 * The detail of a product: on shelf, or the off-shelf state for A01100 (off shelf / shop not
 * open, with name and picture) and A01000 (deleted or unknown). Throws when the API is
 * unreachable, so a cached page is kept instead of being replaced by a wrong "off shelf".
 */
export async function loadDetail(prodId: number | null, locale: Locale): Promise<DetailData> {
  if (!prodId) return { kind: "offShelf", brief: null };
  const r = await fetchResultOnServer(prodInfoEndpoint(prodId), locale);
  if (r.ok) return { kind: "onShelf", info: r.data };
  if (r.code === null) throw new Error("prod/prodInfo: API unreachable");
  // A01100 carries the product's name and picture; A01000 (deleted or unknown) nothing.
  const brief = r.code === "A01100" && r.data && typeof r.data === "object" ? (r.data as ProdOffShelf) : null;
  return { kind: "offShelf", brief };
}

/** The purchase box's fields only (DetailPurchase is a client component: its props are embedded). */
function purchaseInfo(info: ProdInfo): PurchaseInfo {
  const { content: _content, specs: _specs, shop: _shop, categoryPath: _path, brand: _brand, ...rest } = info;
  return rest;
}

export async function DetailTemplate({ prodId, locale }: { prodId: number | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "detail" });
  const tChat = await getTranslations({ locale, namespace: "chat" });
  const data = await loadDetail(prodId, locale);
  const recommended = prodId ? ((await fetchOnServer(recommendListEndpoint(prodId, 8), locale)) ?? []) : [];

  if (data.kind === "offShelf") {
    // Unknown or deleted (no brief): a real 404, rendered by detail/not-found.tsx with the same view.
    if (!data.brief) notFound();
    return <OffShelfView brief={data.brief} recommended={recommended} />;
  }

  const info = data.info;
  const path = info.categoryPath;
  const ld = productJsonLd(info, absoluteUrl(`/detail/${info.prodId}`), (p) => absoluteUrl(mediaUrl(p)));

  return (
    <Container className="pb-6 max-md:pb-20" data-testid="product-detail">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(ld) }} />
      <nav
        aria-label={t("breadcrumb")}
        className="flex items-center gap-1 py-3 text-xs text-subtle max-md:hidden"
        data-testid="detail-breadcrumb"
      >
        <Link href="/" className="hover:text-brand">
          {t("home")}
        </Link>
        {path.map((c, i) => (
          <span key={c.categoryId} className="flex items-center gap-1">
            <ChevronRight size={12} aria-hidden />
            <Link
              href={categoryListHref(
                path[0]!.categoryId,
                i >= 1 ? path[1]?.categoryId : undefined,
                i >= 2 ? path[2]?.categoryId : undefined,
              )}
              className={i === 0 ? "font-semibold text-ink hover:text-brand" : "hover:text-brand"}
            >
              {c.categoryName}
            </Link>
          </span>
        ))}
        {info.brand ? (
          <span className="flex items-center gap-1">
            <ChevronRight size={12} aria-hidden />
            <Link
              href={`/list?bid=${info.brand.brandId}&bName=${encodeURIComponent(info.brand.name)}`}
              className="hover:text-brand"
            >
              {info.brand.name}
            </Link>
          </span>
        ) : null}
        <span className="flex min-w-0 items-center gap-1">
          <ChevronRight size={12} aria-hidden />
          <span className="max-w-[360px] truncate" aria-current="page">
            {info.prodName}
          </span>
        </span>
      </nav>

      <div className="flex gap-4 bg-white p-5 max-md:flex-col max-md:p-3">
        <div className="min-w-0 flex-1">
          <DetailPurchase info={purchaseInfo(info)} />
          <div className="mt-3">
            <ShopCoupons shopId={info.shop.shopId} spuId={info.prodId} />
          </div>
        </div>
        <aside
          className="w-[200px] shrink-0 border border-line max-md:w-auto"
          aria-label={t("shopCard")}
          data-testid="shop-card"
        >
          <div className="flex flex-col items-center border-b border-line p-4 text-center">
            <span className="flex size-16 items-center justify-center overflow-hidden rounded-sm border border-line">
              {info.shop.shopLogo ? (
                <img
                  src={mediaUrl(info.shop.shopLogo)}
                  alt=""
                  width={64}
                  height={64}
                  className="size-full object-cover"
                />
              ) : (
                <Store size={28} className="text-muted" aria-hidden />
              )}
            </span>
            <Link
              href={`/shopIndex?sid=${info.shop.shopId}`}
              className="mt-2 text-sm font-semibold text-ink hover:text-brand"
              data-testid="shop-card-link"
            >
              {info.shop.shopName}
            </Link>
            {info.shop.shopType === 1 ? (
              <span className="mt-1 bg-brand px-1 text-[11px] leading-4 text-white">{t("selfRun")}</span>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-y-1.5 p-4 text-xs">
            <dt className="text-muted">{t("shopScore")}</dt>
            <dd className="flex items-center gap-0.5 text-ink">
              <Star size={12} className="fill-[#f5a623] text-[#f5a623]" aria-hidden />
              {info.shop.score.toFixed(1)}
            </dd>
            <dt className="text-muted">{t("shopFollowers")}</dt>
            <dd className="text-ink">{info.shop.followers}</dd>
          </dl>
          <div className="flex flex-col gap-2 px-4 pb-4">
            <Link
              href={`/shopIndex?sid=${info.shop.shopId}`}
              className="flex h-8 items-center justify-center rounded-sm border border-line text-xs hover:border-brand hover:text-brand"
            >
              {t("visitShop")}
            </Link>
            <ShopFollowButton shopId={info.shop.shopId} className="justify-center" />
            <Link
              href={`/chat?shopId=${info.shop.shopId}&prodId=${info.prodId}`}
              className="flex h-8 items-center justify-center rounded-sm border border-line text-xs hover:border-brand hover:text-brand"
              data-testid="detail-contact-service"
            >
              {tChat("contact")}
            </Link>
          </div>
        </aside>
      </div>

      <div className="mt-4 flex gap-4 max-md:mt-2 max-md:flex-col-reverse">
        <div className="w-[200px] shrink-0 max-md:w-auto">
          <Recommendations
            goods={recommended.map(({ prodId, prodName, pic, price }) => ({ prodId, prodName, pic, price }))}
            title={t("recommended")}
          />
        </div>
        <div className="min-w-0 flex-1">
          <DetailTabs
            label={t("tabsLabel")}
            tabs={[
              {
                key: "intro",
                label: t("tabIntro"),
                panel: info.content ? (
                  <RichHtml html={info.content} testId="detail-content" />
                ) : (
                  <p className="py-10 text-center text-muted">{t("noIntro")}</p>
                ),
              },
              {
                key: "specs",
                label: t("tabSpecs"),
                panel:
                  info.specs.length > 0 ? (
                    <table className="w-full border-collapse text-xs" data-testid="specs">
                      <caption className="sr-only">{t("tabSpecs")}</caption>
                      <tbody>
                        {info.specs.map((s) => (
                          <tr key={s.name}>
                            <th
                              scope="row"
                              className="w-[200px] border border-line bg-[#f7f7f7] px-4 py-2 text-left font-normal text-subtle max-md:w-28 max-md:px-2"
                            >
                              {s.name}
                            </th>
                            <td className="border border-line px-4 py-2 text-ink">{s.value}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : (
                    <p className="py-10 text-center text-muted">{t("noSpecs")}</p>
                  ),
              },
              {
                key: "comments",
                label: <CommentsTabLabel prodId={info.prodId} />,
                panel: <CommentsPanel prodId={info.prodId} />,
              },
            ]}
          />
        </div>
      </div>
    </Container>
  );
}
