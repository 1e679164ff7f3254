import type { DecorationBlock } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { lazyCardBlocks } from "../lib/lazy-blocks";
import { list, num, str } from "../lib/parse";
import { AuxiliaryInterval } from "./auxiliary-interval";
import { FloorTitle } from "./floor-title";
import { GoodsList } from "./goods-list";
import { GoodsModule1, GoodsModule2, GoodsModule3, GoodsModule4, GoodsModule5 } from "./goods-modules";
import type { HomeGoodsSource } from "./home-goods";
import { PictureCarousel, type Slide } from "./picture-carousel";
import { DiscountCoupon, LimitedSkill } from "./promo-strip";
import { StoreList } from "./store-list";
import { UniversalHotspot } from "./universal-hotspot";

/** `carouselNo`: the carousel's number on a page with more than one (each landmark is named apart). */
function Block({ block, lazy, carouselNo }: { block: DecorationBlock; lazy?: HomeGoodsSource; carouselNo?: number }) {
  const t = useTranslations("decoration");
  const d = block.dataField;
  switch (block.type) {
    case "shop_signs":
      return null; // the page's header (DecoratedHeader), rendered by the layout or page
    case "picture_by": {
      const slides = list<Record<string, unknown>>(d.imgList)
        .map((s): Slide => ({ imgUrl: str(s.imgUrl), title: str(s.title), path: s.path }))
        .filter((s) => s.imgUrl);
      return (
        <Container>
          <PictureCarousel
            slides={slides}
            label={carouselNo ? `${t("carousel")} ${carouselNo}` : t("carousel")}
            height={num(d.height, 400, 100, 800)}
            interval={num(d.interval, 5000, 1000, 60_000)}
          />
        </Container>
      );
    }
    case "auxiliary_interval":
      return <AuxiliaryInterval data={d} />;
    case "floor_title":
      return <FloorTitle data={d} />;
    case "goods_list":
      return <GoodsList data={d} lazy={lazy} />;
    case "universal_hotspot":
      return <UniversalHotspot data={d} label={(i) => t("hotspot", { n: i })} />;
    case "store_list":
      return <StoreList data={d} lazy={lazy} />;
    case "limited_skill":
      return <LimitedSkill data={d} />;
    case "discount_coupon":
      return <DiscountCoupon data={d} />;
    case "goods_module1":
      return <GoodsModule1 data={d} lazy={lazy} />;
    case "goods_module2":
      return <GoodsModule2 data={d} lazy={lazy} />;
    case "goods_module3":
      return <GoodsModule3 data={d} lazy={lazy} />;
    case "goods_module4":
      return <GoodsModule4 data={d} />;
    case "goods_module5":
      return <GoodsModule5 data={d} lazy={lazy} />;
    default:
      return null;
  }
}

/**
 * Renders decoration blocks in their order (spec part 2, every block type). `lazyHomeGoods`: the
 * blocks are the home decoration's, of that version (`decorationVersion`), and the cards below its
 * first screen load when scrolled near.
 */
export function DecorationView({
  blocks,
  lazyHomeGoods,
}: {
  blocks: DecorationBlock[];
  lazyHomeGoods?: { version: string };
}) {
  const lazy = lazyHomeGoods ? lazyCardBlocks(blocks) : new Set<number>();
  const carousels = blocks.flatMap((b, i) => (b.type === "picture_by" ? [i] : []));
  return (
    <div data-testid="decoration">
      {blocks.map((b, i) => (
        <Block
          key={i}
          block={b}
          lazy={lazy.has(i) ? { version: lazyHomeGoods!.version, block: i, path: [] } : undefined}
          carouselNo={carousels.length > 1 ? carousels.indexOf(i) + 1 : undefined}
        />
      ))}
    </div>
  );
}
