"use client";

import { type ConfirmShopView } from "@souk/contract";
import clsx from "clsx";
import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useValidationText } from "@/lib/forms/validation-text";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { CouponSelect } from "./coupon-select";
import { remarksLength } from "../lib/remarks";
import { OrderFieldInputs } from "./order-field-inputs";

export function ShopOrder({
  shop,
  remark,
  error,
  onRemark,
  fields,
  fieldErrors,
  onField,
  onCoupon,
}: {
  shop: ConfirmShopView;
  remark: string;
  error: string | null | undefined;
  onRemark: (v: string) => void;
  /** What the buyer wrote in the shop's order-message fields, by field name. */
  fields: Record<string, string>;
  fieldErrors: Record<string, string | null>;
  onField: (name: string, v: string) => void;
  onCoupon: (couponUserId: number) => void;
}) {
  const t = useTranslations("checkout");
  const tc = useTranslations("coupon");
  const tp = useTranslations("promoShown");
  const vt = useValidationText();
  const id = useId();
  const lines = shop.shopCartItemDiscounts.flatMap((g) => g.shopCartItems);
  return (
    <div className="border border-line" data-testid="checkout-shop" data-shop-id={shop.shopId}>
      <div className="flex items-center gap-1.5 border-b border-line px-4 py-2 text-xs font-semibold text-ink">
        <Store size={13} className="text-brand" aria-hidden />
        {shop.shopName}
      </div>
      {lines.map((l) => (
        <div
          key={`${l.skuId}-${l.basketId ?? 0}`}
          className="grid grid-cols-[1fr_140px_100px_140px] items-center px-4 py-3 text-xs max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-2 max-md:px-0"
          data-testid="checkout-line"
        >
          <div className="flex min-w-0 gap-3 max-md:col-span-2">
            <Thumb src={l.pic} size={60} />
            <div className="min-w-0">
              <p className="line-clamp-2 leading-5 text-ink">{l.prodName}</p>
              {l.skuName ? <p className="mt-0.5 text-[11px] text-muted">{l.skuName}</p> : null}
            </div>
          </div>
          <div
            className="flex flex-col items-center gap-0.5 max-md:flex-row max-md:gap-2 max-md:pl-[72px]"
            data-testid="checkout-line-price"
          >
            <Money value={l.price} />
            {l.activity && l.listPrice !== undefined ? (
              <>
                <s className="text-[11px] text-muted">
                  <Money value={l.listPrice} />
                </s>
                <span className="bg-brand px-1 text-[11px] leading-4 text-white" data-testid="checkout-line-badge">
                  {tp("offerBadge")}
                </span>
              </>
            ) : null}
          </div>
          <span className="text-center">×{l.count}</span>
          <Money value={l.productTotalAmount} className="text-right max-md:hidden" />
        </div>
      ))}
      {!shop.deliverable ? (
        <p
          role="alert"
          className="border-t border-dashed border-line bg-[#fff4f4] px-4 py-2 text-xs font-semibold text-brand"
          data-testid="checkout-undeliverable"
        >
          {t("deliver32.notDeliverable")}
        </p>
      ) : null}
      {shop.coupons.length > 0 ? (
        <div className="border-t border-dashed border-line px-4 py-2.5">
          <CouponSelect
            title={tc("shopCoupon")}
            coupons={shop.coupons}
            onChoose={onCoupon}
            testId="checkout-shop-coupon"
          />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-6 border-t border-dashed border-line bg-[#fcfcfc] px-4 py-3 text-xs max-md:grid-cols-1 max-md:gap-3 max-md:px-2">
        <div>
          {shop.orderFields.length > 0 ? (
            <OrderFieldInputs fields={shop.orderFields} values={fields} errors={fieldErrors} onChange={onField} />
          ) : null}
          <label htmlFor={id} className="mb-1 block text-subtle">
            {t("remarks")}
          </label>
          <div className="relative">
            <input
              id={id}
              value={remark}
              onChange={(e) => onRemark(e.target.value)}
              maxLength={shop.remarksMax * 2}
              placeholder={t("remarksPlaceholder")}
              title={t("deliver32.remarksLimit", { max: shop.remarksMax })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              className={clsx(
                "h-8 w-full border px-2 pr-16 text-xs focus:border-brand focus:outline-none",
                error ? "border-brand" : "border-line-strong",
              )}
              data-testid="checkout-remarks"
            />
            <span
              className={clsx(
                "absolute right-2 top-2 text-[11px]",
                remarksLength(remark) > shop.remarksMax ? "text-brand" : "text-muted",
              )}
              data-testid="checkout-remarks-count"
            >
              {remarksLength(remark)}/{shop.remarksMax}
            </span>
          </div>
          {error ? (
            <p id={`${id}-err`} role="alert" className="mt-1 text-brand" data-testid="checkout-remarks-error">
              {vt(error)}
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1">
          <dt className="text-subtle">{t("delivery")}</dt>
          <dd className="text-ink">
            {t("express")}{" "}
            {!shop.deliverable ? (
              <span className="font-semibold text-brand" data-testid="checkout-shop-freight">
                {t("deliver32.notDeliverableShort")}
              </span>
            ) : shop.transfee > 0 ? (
              <Money value={shop.transfee} testId="checkout-shop-freight" />
            ) : (
              <span className="text-brand" data-testid="checkout-shop-freight">
                {t("freeShipping")}
              </span>
            )}
            {shop.transfee > 0 && shop.freightRule.freeOver !== null && shop.freightRule.freeOver > 0 ? (
              <span className="ml-2 text-muted">{t("freeOver", { amount: shop.freightRule.freeOver.toFixed(2) })}</span>
            ) : null}
          </dd>
          {shop.shopCouponReduce > 0 ? (
            <>
              <dt className="text-subtle">{tc("shopCoupon")}</dt>
              <dd className="text-brand" data-testid="checkout-shop-coupon-reduce">
                -<Money value={shop.shopCouponReduce} />
              </dd>
            </>
          ) : null}
          <dt className="text-subtle">{t("shopTotal")}</dt>
          <dd>
            <Money value={shop.actualTotal} strong />
          </dd>
        </dl>
      </div>
    </div>
  );
}
