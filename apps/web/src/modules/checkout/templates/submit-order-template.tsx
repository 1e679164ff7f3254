"use client";

import { ErrorCodes, type Address, type ConfirmOrderView, type ConfirmShopView } from "@souk/contract";
import clsx from "clsx";
import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Container } from "@/components/ui/container";
import { Link, useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/api-error";
import { callApi } from "@/lib/api/browser-client";
import { addressListEndpoint } from "@/lib/api/endpoints/address";
import { confirmOrderEndpoint, submitOrderEndpoint } from "@/lib/api/endpoints/order";
import { useAccount } from "@/lib/session/account-context";
import { useValidationText } from "@/lib/forms/validation-text";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { AddressChooser } from "../components/address-chooser";
import { CouponSelect } from "../components/coupon-select";
import { InvoiceSection } from "../components/invoice-section";
import { clearCheckoutSource, confirmBodyOf, loadCheckoutSource, type CheckoutSource } from "../lib/checkout-source";
import { emptyInvoiceDraft, invoiceErrors, parsedInvoice, type InvoiceDraft } from "../lib/invoice-form";
import { ORDER_REMARKS_MAX, remarksError, remarksLength } from "../lib/remarks";

/** /submit-order (spec part 2): always live, members only. */
export function SubmitOrderTemplate() {
  return (
    <Container className="py-4" data-testid="submit-order">
      <MemberGate testId="submit-order">
        <SubmitOrder />
      </MemberGate>
    </Container>
  );
}

type Confirmed =
  { status: "loading" } | { status: "ready"; view: ConfirmOrderView } | { status: "failed"; message: string | null };

function SubmitOrder() {
  const t = useTranslations("checkout");
  const tc = useTranslations("coupon");
  const ti = useTranslations("invoice");
  const router = useRouter();
  const { refreshCartCount } = useAccount();
  // The source is read once, in the browser (MemberGate renders this only after mounting).
  const [source] = useState<CheckoutSource | null>(() => loadCheckoutSource());
  const [confirmed, setConfirmed] = useState<Confirmed>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosen, setChosen] = useState(0);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => emptyInvoiceDraft(ti("personalDefault")));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submittedTwice, setSubmittedTwice] = useState(false);
  /** null: the server picks the best coupons; else exactly these couponUserIds (the buyer changed them). */
  const [couponIds, setCouponIds] = useState<number[] | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!source) return;
    const ctrl = new AbortController();
    const coupons = couponIds === null ? {} : { userChangeCoupon: 1, couponIds };
    callApi(confirmOrderEndpoint({ ...confirmBodyOf(source, 0), ...coupons }), { signal: ctrl.signal }).then(
      (view) => {
        setConfirmed({ status: "ready", view });
        setChosen((c) => c || view.userAddr?.addrId || 0);
      },
      (e: unknown) => {
        if ((e as Error).name === "AbortError") return;
        // A refused coupon choice (already shown as a toast): back to the automatic choice.
        if (couponIds !== null) setCouponIds(null);
        else setConfirmed({ status: "failed", message: e instanceof ApiError ? e.message : null });
      },
    );
    return () => ctrl.abort();
  }, [source, version, couponIds]);

  const loadAddresses = useCallback(async () => {
    const list = await callApi(addressListEndpoint()).catch(() => [] as Address[]);
    setAddresses(list);
    return list;
  }, []);
  useEffect(() => {
    if (!source) return;
    const ctrl = new AbortController();
    callApi(addressListEndpoint(), { signal: ctrl.signal }).then(setAddresses, () => {});
    return () => ctrl.abort();
  }, [source]);

  if (!source) return <Nothing />;
  if (confirmed.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (confirmed.status === "failed") return <Nothing message={confirmed.message} />;
  const view = confirmed.view;
  const address =
    addresses?.find((a) => a.addrId === chosen) ?? (view.userAddr?.addrId === chosen ? view.userAddr : null);
  const remarkErrors = Object.fromEntries(
    view.shopCartOrders.map((s) => [s.shopId, remarksError(remarks[s.shopId] ?? "")]),
  );
  const invErrors = invoiceErrors(invoice);

  const submit = async () => {
    if (inFlight.current || submittedTwice) return; // a double click never sends twice
    setTried(true);
    const inv = parsedInvoice(invoice);
    if (!address) {
      toast.error(t("chooseAddress"));
      return;
    }
    if (Object.values(remarkErrors).some(Boolean) || !inv) {
      toast.error(t("fixErrors"));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await callApi(
        submitOrderEndpoint({
          submitToken: view.submitToken,
          addrId: address.addrId,
          orderShopParams: view.shopCartOrders.map((s) => ({
            shopId: s.shopId,
            remarks: (remarks[s.shopId] ?? "").trim(),
          })),
          invoice: inv,
          couponIds: view.couponIds,
        }),
      );
      clearCheckoutSource();
      refreshCartCount();
      router.replace(`/payment?payNo=${res.payNo}`);
    } catch (e) {
      inFlight.current = false;
      setBusy(false);
      if (!(e instanceof ApiError)) return;
      if (e.code === ErrorCodes.REPEAT_ORDER) setSubmittedTwice(true);
      // An expired token, changed stock or a coupon that can no longer be used (shown as a toast):
      // price the order again (a fresh token, the coupons chosen again) before another try.
      else if (
        e.code === ErrorCodes.ORDER_EXPIRED ||
        e.code === ErrorCodes.NOT_STOCK ||
        e.code === ErrorCodes.SHOW_FAIL
      ) {
        setCouponIds(null);
        setVersion((v) => v + 1);
      }
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-lg font-semibold text-ink">{t("title")}</h1>
      <AddressChooser
        addresses={addresses}
        chosen={chosen}
        onChoose={setChosen}
        onAdded={loadAddresses}
        error={tried && !address}
      />

      <section className="bg-white px-5 py-4" aria-labelledby="checkout-items-title">
        <h2 id="checkout-items-title" className="mb-3 text-sm font-semibold text-ink">
          {t("items")}
        </h2>
        <div className="grid grid-cols-[1fr_140px_100px_140px] bg-page px-4 py-2 text-xs text-subtle" aria-hidden>
          <span>{t("colItem")}</span>
          <span className="text-center">{t("colPrice")}</span>
          <span className="text-center">{t("colQuantity")}</span>
          <span className="text-right">{t("colSubtotal")}</span>
        </div>
        <div className="flex flex-col gap-3 pt-3">
          {view.shopCartOrders.map((shop) => (
            <ShopOrder
              key={shop.shopId}
              shop={shop}
              remark={remarks[shop.shopId] ?? ""}
              error={tried ? remarkErrors[shop.shopId] : null}
              onRemark={(v) => setRemarks((r) => ({ ...r, [shop.shopId]: v }))}
              onCoupon={(id) => setCouponIds(replaceCoupon(view, shop.coupons, id))}
            />
          ))}
        </div>
      </section>

      {view.coupons.length > 0 ? (
        <section className="bg-white px-5 py-4" aria-label={tc("platformCoupon")}>
          <CouponSelect
            title={tc("platformCoupon")}
            coupons={view.coupons}
            onChoose={(id) => setCouponIds(replaceCoupon(view, view.coupons, id))}
            testId="checkout-platform-coupon"
          />
        </section>
      ) : null}

      <InvoiceSection draft={invoice} onChange={setInvoice} errors={tried ? invErrors : {}} />

      <section className="flex justify-end bg-white px-5 py-4" aria-label={t("amounts")} data-testid="checkout-amounts">
        <dl className="grid grid-cols-[auto_120px] gap-x-6 gap-y-1.5 text-xs">
          <dt className="text-right text-subtle">{t("goodsTotal", { count: view.totalCount })}</dt>
          <dd className="text-right">
            <Money value={view.total} testId="checkout-total" />
          </dd>
          <dt className="text-right text-subtle">{t("freight")}</dt>
          <dd className="text-right">
            <Money value={view.transfee} testId="checkout-freight" />
          </dd>
          {view.orderReduce > 0 ? (
            <>
              <dt className="text-right text-subtle">{t("reduction")}</dt>
              <dd className="text-right">
                -<Money value={view.orderReduce} testId="checkout-reduce" />
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section
        className="flex items-center justify-end gap-6 border border-brand/30 bg-[#fff9f9] px-5 py-3"
        aria-label={t("payable")}
      >
        <div className="text-right text-xs">
          <p>
            <span className="text-ink">{t("payable")}</span>
            <span className="ml-1 text-xl font-semibold text-brand" data-testid="checkout-actual-total">
              <Money value={view.actualTotal} />
            </span>
          </p>
          {address ? (
            <p className="mt-1 text-subtle" data-testid="checkout-ship-to">
              {t("shipTo", {
                addr: `${address.province} ${address.city} ${address.area} ${address.addr}`,
                receiver: address.receiver,
                mobile: address.mobile,
              })}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={busy || submittedTwice}
          aria-busy={busy}
          className="h-11 w-[150px] bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#e88a8c]"
          data-testid="checkout-submit"
        >
          {busy ? t("submitting") : t("submit")}
        </button>
      </section>
      {submittedTwice ? (
        <p className="text-right text-xs text-brand" role="alert" data-testid="checkout-repeat">
          {t("alreadySubmitted")}{" "}
          <Link href="/user-center?currentPage=uc-order" className="underline">
            {t("toMyOrders")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function ShopOrder({
  shop,
  remark,
  error,
  onRemark,
  onCoupon,
}: {
  shop: ConfirmShopView;
  remark: string;
  error: string | null | undefined;
  onRemark: (v: string) => void;
  onCoupon: (couponUserId: number) => void;
}) {
  const t = useTranslations("checkout");
  const tc = useTranslations("coupon");
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
          className="grid grid-cols-[1fr_140px_100px_140px] items-center px-4 py-3 text-xs"
          data-testid="checkout-line"
        >
          <div className="flex min-w-0 gap-3">
            <Thumb src={l.pic} size={60} />
            <div className="min-w-0">
              <p className="line-clamp-2 leading-5 text-ink">{l.prodName}</p>
              {l.skuName ? <p className="mt-0.5 text-[11px] text-muted">{l.skuName}</p> : null}
            </div>
          </div>
          <Money value={l.price} className="text-center" />
          <span className="text-center">×{l.count}</span>
          <Money value={l.productTotalAmount} className="text-right" />
        </div>
      ))}
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
      <div className="grid grid-cols-2 gap-6 border-t border-dashed border-line bg-[#fcfcfc] px-4 py-3 text-xs">
        <div>
          <label htmlFor={id} className="mb-1 block text-subtle">
            {t("remarks")}
          </label>
          <div className="relative">
            <input
              id={id}
              value={remark}
              onChange={(e) => onRemark(e.target.value)}
              maxLength={ORDER_REMARKS_MAX * 2}
              placeholder={t("remarksPlaceholder")}
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
                remarksLength(remark) > ORDER_REMARKS_MAX ? "text-brand" : "text-muted",
              )}
            >
              {remarksLength(remark)}/{ORDER_REMARKS_MAX}
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
            {shop.transfee > 0 ? (
              <Money value={shop.transfee} />
            ) : (
              <span className="text-brand">{t("freeShipping")}</span>
            )}
            {shop.transfee > 0 && shop.freightRule.freeOver > 0 ? (
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

/** The coupon choice after the buyer picked `id` (0 = none) among `group`: the other groups keep theirs. */
function replaceCoupon(view: ConfirmOrderView, group: { couponUserId: number }[], id: number): number[] {
  const inGroup = new Set(group.map((c) => c.couponUserId));
  return [...view.couponIds.filter((c) => !inGroup.has(c)), ...(id > 0 ? [id] : [])];
}

function Nothing({ message }: { message?: string | null }) {
  const t = useTranslations("checkout");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="checkout-nothing"
    >
      <h1 className="text-base text-ink">{message || t("nothing")}</h1>
      <div className="flex gap-3 text-sm">
        <Link href="/cart" className="rounded-sm bg-brand px-6 py-2 text-white hover:bg-brand-dark">
          {t("backToCart")}
        </Link>
        <Link
          href="/user-center?currentPage=uc-order"
          className="rounded-sm border border-line-strong px-6 py-2 hover:border-brand hover:text-brand"
        >
          {t("toMyOrders")}
        </Link>
      </div>
    </section>
  );
}
