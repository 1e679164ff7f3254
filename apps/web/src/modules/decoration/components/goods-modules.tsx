import type { ProductCard } from "@souk/contract";
import { ChevronRight } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { mediaUrl } from "@/lib/media/media-url";
import { color, list, str } from "../lib/parse";
import { DecorationAnchor } from "./decoration-link";
import { GoodsGrid } from "./goods-grid";
import type { HomeGoodsSource } from "./home-goods";
import { LazyRanking } from "./lazy-ranking";
import { RankingTabs } from "./ranking-tabs";

type Data = Record<string, unknown>;
/** A goods block's data; `lazy`: below the fold of the home, its cards load when scrolled near. */
interface BlockProps {
  data: Data;
  lazy?: HomeGoodsSource;
}
interface ImageLinkData {
  imgUrl?: unknown;
  path?: unknown;
  title?: unknown;
}

function PromoImage({ img, alt, className }: { img: ImageLinkData | undefined; alt: string; className: string }) {
  const src = str(img?.imgUrl);
  if (!src) return null;
  return (
    <DecorationAnchor link={img?.path} label={alt} className={className} testId="module-image-link">
      <img src={mediaUrl(src)} alt="" width={390} height={480} loading="lazy" className="size-full object-cover" />
    </DecorationAnchor>
  );
}

/** goods_module1: a promotional image on the left, six products on the right. */
export function GoodsModule1({ data, lazy }: BlockProps) {
  const goods = list<ProductCard>(data.goods).slice(0, 6);
  const title = str(data.title);
  return (
    <Container className="mt-3" data-block="goods_module1">
      <section aria-label={title || undefined} className="bg-white">
        <header className="flex items-baseline gap-3 border-b border-page px-4 py-3">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {str(data.subTitle) ? <p className="text-xs text-muted">{str(data.subTitle)}</p> : null}
        </header>
        <div className="flex max-md:flex-col">
          <PromoImage
            img={data.mainImg as ImageLinkData}
            alt={title}
            className="block h-[480px] w-[390px] shrink-0 overflow-hidden max-md:h-40 max-md:w-full"
          />
          <GoodsGrid
            goods={goods}
            lazy={lazy}
            className="grid h-full flex-1 grid-cols-3 max-md:grid-cols-2"
            boxClassName="flex-1"
            itemClassName="border-b border-l border-page"
            tile={{ size: "sm", layout: "row" }}
          />
        </div>
      </section>
    </Container>
  );
}

/** goods_module2: two titled columns of products, each with its own "more" link. */
export function GoodsModule2({ data, lazy }: BlockProps) {
  const t = useTranslations("decoration");
  const columns = list<Data>(data.columns).slice(0, 2);
  if (columns.length === 0) return null;
  return (
    <Container className="mt-3 grid grid-cols-2 gap-2.5 max-md:grid-cols-1" data-block="goods_module2">
      {columns.map((c, i) => {
        const title = str(c.title);
        return (
          <section key={i} aria-label={title || undefined} className="bg-white">
            <header className="flex items-baseline justify-between px-4 py-3">
              <div className="flex items-baseline gap-3">
                <h2 className="text-lg font-semibold text-ink">{title}</h2>
                {str(c.subTitle) ? <p className="text-xs text-muted">{str(c.subTitle)}</p> : null}
              </div>
              <DecorationAnchor
                link={c.path}
                label={`${title} ${t("more")}`}
                className="flex items-center text-xs text-subtle hover:text-brand"
                testId="module-more"
              >
                {t("more")}
                <ChevronRight size={14} aria-hidden />
              </DecorationAnchor>
            </header>
            <GoodsGrid
              goods={list<ProductCard>(c.goods).slice(0, 3)}
              lazy={lazy && { ...lazy, path: ["columns", i] }}
              className="grid grid-cols-3 max-md:grid-cols-2"
              tile={{ size: "sm" }}
            />
          </section>
        );
      })}
    </Container>
  );
}

/** goods_module3: a coloured floor, a promotional image and eight products. */
export function GoodsModule3({ data, lazy }: BlockProps) {
  const goods = list<ProductCard>(data.goods).slice(0, 8);
  const title = str(data.title);
  return (
    <Container className="mt-3" data-block="goods_module3">
      <section aria-label={title || undefined} className="p-3" style={{ background: color(data.bgColor, "#fdeef0") }}>
        <h2 className="mb-2 text-lg font-semibold text-ink">{title}</h2>
        <div className="flex gap-2.5 max-md:flex-col">
          <PromoImage
            img={data.leftImg as ImageLinkData}
            alt={title}
            className="block h-[480px] w-[390px] shrink-0 self-start overflow-hidden max-md:h-40 max-md:w-full"
          />
          <GoodsGrid
            goods={goods}
            lazy={lazy}
            className="grid h-full flex-1 grid-cols-4 gap-2 max-md:grid-cols-2"
            boxClassName="flex-1"
            tile={{ size: "sm" }}
          />
        </div>
      </section>
    </Container>
  );
}

/** goods_module4: category tiles (image, title, subtitle), four in a row. */
export function GoodsModule4({ data }: { data: Data }) {
  const items = list<Data>(data.items).slice(0, 8);
  if (items.length === 0) return null;
  return (
    <Container className="mt-3" data-block="goods_module4">
      <ul className="grid grid-cols-4 gap-2.5 max-md:grid-cols-2 max-md:gap-2">
        {items.map((it, i) => (
          <li key={i}>
            <DecorationAnchor
              link={it.path}
              className="group flex items-center justify-between bg-white p-4 hover:shadow-lg"
              testId="tile-link"
            >
              <span>
                <span className="block text-lg font-semibold text-ink group-hover:text-brand">{str(it.title)}</span>
                <span className="mt-1 block text-xs text-brand">{str(it.subTitle)}</span>
              </span>
              {str(it.imgUrl) ? (
                <img
                  src={mediaUrl(str(it.imgUrl))}
                  alt=""
                  width={142}
                  height={90}
                  loading="lazy"
                  className="h-[90px] w-[142px] object-cover max-md:h-[60px] max-md:w-[95px]"
                />
              ) : null}
            </DecorationAnchor>
          </li>
        ))}
      </ul>
    </Container>
  );
}

/** goods_module5: a ranking with tabs (the tabs are the only client code); `lazy`: its goods load when scrolled near. */
export function GoodsModule5({ data, lazy }: BlockProps) {
  const title = str(data.title);
  const tabs = list<Data>(data.tabs)
    .map((tab) => ({ name: str(tab.name), goods: list<ProductCard>(tab.goods).slice(0, 8) }))
    .filter((tab) => tab.goods.length > 0);
  if (tabs.length === 0) return null;
  return (
    <Container className="mt-3" data-block="goods_module5">
      {lazy ? (
        <LazyRanking
          title={title}
          source={lazy}
          tabs={tabs.map((tab) => ({ name: tab.name, count: tab.goods.length }))}
        />
      ) : (
        <RankingTabs title={title} tabs={tabs} />
      )}
    </Container>
  );
}
