import type { LimitedSkillSale, ProductCard } from "@souk/contract";
import { ChevronRight } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { OfferedCoupons } from "@/modules/coupon";
import { ProductTile } from "@/modules/product";
import { list, str } from "../lib/parse";
import { CountdownClock } from "./countdown-clock";
import { DecorationAnchor } from "./decoration-link";
import { FlashTile } from "./flash-tile";

function Strip({
  block,
  data,
  accent,
  extra,
}: {
  block: string;
  data: Record<string, unknown>;
  accent: string;
  extra?: ReactNode;
}) {
  const t = useTranslations("decoration");
  const goods = list<ProductCard>(data.goods).slice(0, 5);
  // limited_skill while a session runs: each product's flash sale (flash price, stock, /secdetail link).
  const sales = list<LimitedSkillSale>(data.seckills);
  const title = str(data.title);
  if (goods.length === 0) return null;
  return (
    <Container className="mt-3" data-block={block}>
      <section aria-label={title || undefined} className="flex bg-white max-md:flex-col">
        <div
          className="flex w-[190px] shrink-0 flex-col items-center max-md:w-full max-md:flex-row max-md:flex-wrap max-md:justify-between max-md:py-3 justify-center gap-3 p-4 text-center text-white"
          style={{ background: accent }}
        >
          <h2 className="text-2xl font-bold tracking-wide">{title}</h2>
          {str(data.subTitle) ? <p className="text-xs opacity-90">{str(data.subTitle)}</p> : null}
          {extra}
          <DecorationAnchor
            link={data.path}
            label={`${title} ${t("more")}`}
            className="mt-1 flex items-center rounded-full border border-white/80 px-3 py-0.5 text-xs hover:bg-white/15"
            testId="strip-more"
          >
            {t("more")}
            <ChevronRight size={12} aria-hidden />
          </DecorationAnchor>
        </div>
        <ul className="grid flex-1 grid-cols-5 max-md:grid-cols-2">
          {sales.length > 0
            ? sales.slice(0, 5).map((s) => (
                <li key={s.seckillId} className="border-l border-page">
                  <FlashTile sale={s} card={goods.find((g) => g.prodId === s.prodId)} />
                </li>
              ))
            : goods.map((g) => (
                <li key={g.prodId} className="border-l border-page">
                  <ProductTile p={g} size="sm" />
                </li>
              ))}
        </ul>
      </section>
    </Container>
  );
}

/** limited_skill: the flash-sale strip with a countdown to `endTime` (China time). */
export function LimitedSkill({ data }: { data: Record<string, unknown> }) {
  const end = str(data.endTime);
  return (
    <Strip
      block="limited_skill"
      data={data}
      accent="linear-gradient(180deg,#cf2a2d,#a91d22)"
      extra={end ? <CountdownClock endTime={end} /> : null}
    />
  );
}

/** discount_coupon: the special-discount strip (goods priced below their market price) and the coupons it offers. */
export function DiscountCoupon({ data }: { data: Record<string, unknown> }) {
  const couponIds = Array.isArray(data.couponIds)
    ? data.couponIds.filter((id): id is number => Number.isInteger(id) && id > 0)
    : [];
  return (
    <Strip
      block="discount_coupon"
      data={data}
      accent="linear-gradient(180deg,#e4572e,#c0392b)"
      extra={couponIds.length > 0 ? <OfferedCoupons ids={couponIds} /> : null}
    />
  );
}
