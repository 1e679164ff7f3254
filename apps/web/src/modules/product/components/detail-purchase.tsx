"use client";

import { CART_MAX_PER_PRODUCT, type ProdInfo } from "@souk/contract";
import { ChevronRight, Heart, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { useCartActions } from "@/modules/cart";
import { useCollectionToggle } from "@/modules/collection";
import { useRecordFootprint } from "@/modules/footprint";
import { galleryImages, skuModel } from "../lib/detail-model";
import { discountTenths, formatPrice } from "@/lib/money/price";
import { clampQuantity, initialSelection, selectedSku, toggleValue } from "../lib/sku-matrix";
import { OfferEnds } from "@/modules/discount";
import { ActivityEntries } from "./activity-entries";
import { Gallery } from "./gallery";
import { PhoneBuyBar, SheetActions, type SheetMode } from "./phone-buy-bar";
import { PhoneGallery } from "./phone-gallery";
import { SkuPicker } from "./sku-picker";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { mediaUrl } from "@/lib/media/media-url";
import { MarketPrice, PriceTag } from "@/components/ui/price-tag";

import { DeliverTo } from "./deliver-to";
/**
 * Most the quantity selector offers: the contract's per-product cart limit, the tighter of the two
 * rules the buttons meet (buy now accepts up to 999), so either button takes what was chosen.
 */
const MAX_QUANTITY = CART_MAX_PER_PRODUCT;

/**
 * The top of the detail page: gallery, name, price, SKU selector (sold-out and missing
 * combinations disabled, stock and picture per SKU), quantity bounded by stock, add to cart, buy
 * now and collect. Server-rendered with the first in-stock SKU chosen; the buyer's parts (login,
 * collect state, footprint) only act in the browser.
 */
/**
 * What the purchase box reads of a product. The detail template passes only these fields: the
 * description, specs, shop and category path are rendered by the server around it, and a client
 * component's props are embedded in the page (ADR 0030-page-weight).
 */
export type PurchaseInfo = Omit<ProdInfo, "content" | "specs" | "shop" | "categoryPath" | "brand">;

export function DetailPurchase({ info }: { info: PurchaseInfo }) {
  const t = useTranslations("detail");
  const td = useTranslations("discount");
  const cart = useCartActions();
  const { attrs, skus } = useMemo(() => skuModel(info), [info]);
  const images = useMemo(() => galleryImages(info), [info]);
  const [selection, setSelection] = useState(() => initialSelection(attrs, skus));
  const [quantity, setQuantity] = useState(1);
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The phone's SKU sheet: opened to choose, or by "add to cart" / "buy now" to confirm that one.
  const [sheet, setSheet] = useState<SheetMode | null>(null);
  const collect = useCollectionToggle(info.prodId);
  useRecordFootprint(info.prodId);

  const chosen = selectedSku(skus, selection);
  const sku = chosen?.sku ?? null;
  const price = sku?.price ?? info.price;
  const oriPrice = sku?.oriPrice ?? info.oriPrice;
  const stock = chosen ? chosen.stock : info.totalStock;
  const qty = clampQuantity(quantity, Math.min(stock, MAX_QUANTITY));
  const missing = attrs.filter((_, i) => selection[i] === null).map((a) => a.name);
  const canBuy = chosen !== null && chosen.stock > 0;
  const discount = discountTenths(price, oriPrice);
  const offerBadge = info.activities.find((a) => a.type === "discount" && a.endTime);
  const offerPrice = sku ? sku.activityPrice : offerBadge?.activityPrice;
  const image = shown ?? (sku?.pic || images[0] || info.pic);

  const choose = (i: number, value: string) => {
    const next = toggleValue(attrs, skus, selection, i, value);
    setSelection(next);
    const s = selectedSku(skus, next);
    if (s?.sku.pic) setShown(s.sku.pic);
  };

  // Login, the cart API, the badges and the add-to-cart analytics event are the cart module's.
  // Answers whether the product went into the cart (the phone's sheet then closes).
  const act = async (kind: "cart" | "buy"): Promise<boolean> => {
    // The buttons are disabled otherwise; a logged-out buyer gets the login popup from the hook.
    if (!sku || !canBuy || qty < 1) return false;
    if (kind === "buy") {
      cart.buyNow(info.prodId, sku.skuId, info.shopId, qty);
      return false;
    }
    setBusy(true);
    try {
      const added = await cart.addToCart(info.prodId, sku.skuId, info.shopId, qty);
      if (added) toast.success(t("addedToCart"), { duration: 1500 });
      return Boolean(added);
    } finally {
      setBusy(false);
    }
  };
  const max = Math.min(stock, MAX_QUANTITY);
  const picker = { attrs, skus, selection, onChoose: choose, qty, onQuantity: setQuantity, stock, max };
  const chosenText = [...selection.filter((v): v is string => v !== null), `×${qty}`].join(" / ");

  return (
    <div className="flex gap-6 max-md:flex-col max-md:gap-3" data-testid="detail-purchase">
      <Gallery images={images} shown={image} onShow={setShown} alt={info.prodName} />
      <PhoneGallery images={images} shown={image} alt={info.prodName} />
      <div className="min-w-0 flex-1">
        <h1 className="text-lg font-semibold leading-7 text-ink" data-testid="detail-name">
          {info.prodName}
        </h1>
        {info.brief ? (
          <p className="mt-1 text-sm text-brand" data-testid="detail-brief">
            {info.brief}
          </p>
        ) : null}
        <ActivityEntries activities={info.activities} />

        <div className="mt-3 bg-[#f7f7f7] px-4 py-3" data-testid="price-box">
          <div className="flex items-baseline gap-3">
            <span className="w-16 text-xs text-muted">{t("price")}</span>
            <PriceTag value={price} size="xl" />
            <MarketPrice price={price} oriPrice={oriPrice} className="text-sm" />
            {discount !== null ? (
              <span className="border border-brand px-1 text-xs text-brand" data-testid="discount-badge">
                {t("discount", { amount: formatPrice(oriPrice - price) })}
              </span>
            ) : null}
          </div>
          {offerBadge && offerPrice !== undefined ? (
            <div className="mt-2 flex items-baseline gap-3" data-testid="offer-price">
              <span className="w-16 text-xs text-muted">{td("activityPrice")}</span>
              <PriceTag value={offerPrice} size="xl" />
              <span className="text-xs text-brand">
                <OfferEnds endTime={offerBadge.endTime!} />
              </span>
            </div>
          ) : null}
          {info.activities.length > 0 ? (
            <div className="mt-2 flex items-center gap-3">
              <span className="w-16 text-xs text-muted">{t("promotion")}</span>
              <ul className="flex gap-1.5">
                {info.activities.map((a) => (
                  <li
                    key={a.type}
                    className="bg-brand px-1.5 text-xs leading-5 text-white"
                    data-testid="activity-badge"
                  >
                    {a.label}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-2 flex items-center gap-3 text-xs">
            <span className="w-16 text-muted">{t("sales")}</span>
            <span className="text-ink">{t("soldCount", { count: info.soldNum })}</span>
          </div>
          <DeliverTo prodId={info.prodId} />
        </div>

        <div className="mt-4 space-y-3 max-md:hidden" data-testid="sku-selector">
          <SkuPicker {...picker} />
        </div>

        <button
          type="button"
          onClick={() => setSheet("choose")}
          className="mt-3 flex min-h-11 w-full items-center gap-3 border-y border-line text-left text-sm md:hidden"
          aria-haspopup="dialog"
          data-testid="phone-sku-row"
        >
          <span className="shrink-0 text-muted">{missing.length > 0 ? t("chooseSku") : t("chosenSku")}</span>
          <span className="min-w-0 flex-1 truncate text-ink">{chosenText}</span>
          <ChevronRight size={16} className="text-muted" aria-hidden />
        </button>

        {missing.length > 0 ? (
          <p className="mt-3 text-xs text-brand max-md:hidden" role="status">
            {t("choose", { names: missing.join(" / ") })}
          </p>
        ) : null}

        <div className="mt-5 flex items-center gap-3 max-md:hidden">
          <button
            type="button"
            onClick={() => void act("buy")}
            disabled={!canBuy}
            className="h-11 w-40 border border-brand bg-[#fdeeee] text-base text-brand hover:bg-[#fbdcdc] disabled:cursor-not-allowed disabled:border-line disabled:bg-page disabled:text-muted"
            data-testid="buy-now"
          >
            {t("buyNow")}
          </button>
          <button
            type="button"
            onClick={() => void act("cart")}
            disabled={!canBuy || busy}
            className="flex h-11 w-44 items-center justify-center gap-2 bg-brand text-base text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line-strong"
            data-testid="add-to-cart"
          >
            <ShoppingCart size={18} aria-hidden />
            {t("addToCart")}
          </button>
          <button
            type="button"
            onClick={() => void collect.addOrCancel()}
            disabled={collect.busy}
            aria-pressed={collect.isCollection}
            className="ml-2 flex items-center gap-1 text-xs text-subtle hover:text-brand"
            data-testid="collect-toggle"
          >
            <Heart size={16} className={collect.isCollection ? "fill-brand text-brand" : undefined} aria-hidden />
            {collect.isCollection ? t("collected") : t("collect")}
          </button>
        </div>
        {!canBuy && chosen ? (
          <p className="mt-2 text-xs text-muted max-md:hidden" role="status">
            {t("skuSoldOut")}
          </p>
        ) : null}
      </div>

      <PhoneBuyBar
        shopId={info.shopId}
        prodId={info.prodId}
        canBuy={canBuy}
        busy={busy}
        collect={collect}
        onCart={() => (canBuy && missing.length === 0 ? setSheet("cart") : setSheet("choose"))}
        onBuy={() => (canBuy && missing.length === 0 ? setSheet("buy") : setSheet("choose"))}
      />
      <BottomSheet
        open={sheet !== null}
        onOpenChange={(open) => setSheet(open ? (sheet ?? "choose") : null)}
        title={t("sheetTitle")}
        closeLabel={t("sheetClose")}
        testId="sku-sheet"
        footer={
          <SheetActions
            mode={sheet ?? "choose"}
            canBuy={canBuy}
            busy={busy}
            onCart={() => void act("cart").then((ok) => ok && setSheet(null))}
            onBuy={() => void act("buy")}
          />
        }
      >
        <div className="flex gap-3 px-4 pt-4">
          {image ? (
            <img
              src={mediaUrl(image)}
              alt=""
              width={88}
              height={88}
              className="size-[88px] shrink-0 rounded-sm border border-line object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1 self-end">
            <PriceTag value={offerPrice ?? price} size="xl" />
            <p className="mt-1 truncate text-xs text-muted" data-testid="sku-sheet-chosen">
              {missing.length > 0 ? t("choose", { names: missing.join(" / ") }) : `${t("chosenSku")}: ${chosenText}`}
            </p>
          </div>
        </div>
        <div className="space-y-4 p-4">
          <SkuPicker {...picker} sheet />
          {!canBuy && chosen ? (
            <p className="text-xs text-muted" role="status">
              {t("skuSoldOut")}
            </p>
          ) : null}
        </div>
      </BottomSheet>
    </div>
  );
}
