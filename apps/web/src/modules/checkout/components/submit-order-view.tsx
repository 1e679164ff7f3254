"use client";

import { ErrorCodes } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Link, useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/api-error";
import { callApi } from "@/lib/api/browser-client";
import { submitOrderEndpoint } from "@/lib/api/endpoints/order";
import { useAccount } from "@/lib/session/account-context";
import { Money } from "@/components/ui/money";
import { AddressChooser } from "./address-chooser";
import { CouponSelect } from "./coupon-select";
import { PointsControl } from "./points-control";
import { InvoiceSection } from "./invoice-section";
import { clearCheckoutSource } from "../lib/checkout-source";
import { emptyInvoiceDraft, invoiceErrors, parsedInvoice, type InvoiceDraft } from "../lib/invoice-form";
import { useConfirmOrder } from "../lib/use-confirm-order";
import { orderFieldError, remarksError } from "../lib/remarks";
import { replaceCoupon } from "../lib/replace-coupon";
import { Nothing } from "./nothing-to-submit";
import { ShopOrder } from "./shop-order";

/** The order being placed: address, shops with their lines and coupons, invoice, totals and submit. */
export function SubmitOrderView() {
  const t = useTranslations("checkout");
  const tc = useTranslations("coupon");
  const ti = useTranslations("invoice");
  const router = useRouter();
  const { refreshCartCount } = useAccount();
  const { source, confirmed, addresses, loadAddresses, chosen, setChosen, setCouponIds, setUsePoints, reload } =
    useConfirmOrder();
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [fields, setFields] = useState<Record<number, Record<string, string>>>({});
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => emptyInvoiceDraft(ti("personalDefault")));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submittedTwice, setSubmittedTwice] = useState(false);
  const inFlight = useRef(false);

  if (!source) return <Nothing />;
  if (confirmed.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (confirmed.status === "failed") return <Nothing message={confirmed.message} />;
  const view = confirmed.view;
  // The member discount has its own line; "Discounts" shows the other reductions (yuan, to the fen).
  // The "reduction" row: what coupons and promotions took, without the member and points rows above it.
  const otherReduce = Math.round((view.orderReduce - (view.memberReduce ?? 0) - (view.pointsReduce ?? 0)) * 100) / 100;
  const address =
    addresses?.find((a) => a.addrId === chosen) ?? (view.userAddr?.addrId === chosen ? view.userAddr : null);
  const remarkErrors = Object.fromEntries(
    view.shopCartOrders.map((s) => [s.shopId, remarksError(remarks[s.shopId] ?? "")]),
  );
  const fieldErrors = Object.fromEntries(
    view.shopCartOrders.map((s) => [
      s.shopId,
      Object.fromEntries(
        s.orderFields.map((f) => [f.name, orderFieldError(fields[s.shopId]?.[f.name] ?? "", f.required)]),
      ),
    ]),
  );
  const hasFieldError = Object.values(fieldErrors).some((byName) => Object.values(byName).some(Boolean));
  const undeliverable = view.shopCartOrders.some((s) => !s.deliverable);
  const invErrors = invoiceErrors(invoice);

  const submit = async () => {
    if (inFlight.current || submittedTwice) return; // a double click never sends twice
    setTried(true);
    const inv = parsedInvoice(invoice);
    if (!address) {
      toast.error(t("chooseAddress"));
      return;
    }
    if (undeliverable) {
      toast.error(t("deliver32.cannotSubmit"));
      return;
    }
    if (Object.values(remarkErrors).some(Boolean) || hasFieldError || !inv) {
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
            fields: s.orderFields.map((f) => ({ name: f.name, value: (fields[s.shopId]?.[f.name] ?? "").trim() })),
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
        e.code === ErrorCodes.SHOW_FAIL ||
        e.code === ErrorCodes.NOT_DELIVERABLE
      ) {
        setCouponIds(null);
        reload();
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

      <section className="bg-white px-5 py-4 max-md:px-3" aria-labelledby="checkout-items-title">
        <h2 id="checkout-items-title" className="mb-3 text-sm font-semibold text-ink">
          {t("items")}
        </h2>
        <div
          className="grid grid-cols-[1fr_140px_100px_140px] bg-page px-4 py-2 text-xs text-subtle max-md:hidden"
          aria-hidden
        >
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
              fields={fields[shop.shopId] ?? {}}
              fieldErrors={tried ? (fieldErrors[shop.shopId] ?? {}) : {}}
              onField={(name, v) => setFields((f) => ({ ...f, [shop.shopId]: { ...f[shop.shopId], [name]: v } }))}
              onCoupon={(id) => setCouponIds(replaceCoupon(view, shop.coupons, id))}
            />
          ))}
        </div>
      </section>

      {view.coupons.length > 0 ? (
        <section className="bg-white px-5 py-4 max-md:px-3" aria-label={tc("platformCoupon")}>
          <CouponSelect
            title={tc("platformCoupon")}
            coupons={view.coupons}
            onChoose={(id) => setCouponIds(replaceCoupon(view, view.coupons, id))}
            testId="checkout-platform-coupon"
          />
        </section>
      ) : null}

      <PointsControl key={`${view.submitToken}`} view={view} onUse={setUsePoints} />

      <InvoiceSection draft={invoice} onChange={setInvoice} errors={tried ? invErrors : {}} />

      <section
        className="flex justify-end bg-white px-5 py-4 max-md:px-3"
        aria-label={t("amounts")}
        data-testid="checkout-amounts"
      >
        <dl className="grid grid-cols-[auto_120px] gap-x-6 gap-y-1.5 text-xs max-md:w-full max-md:grid-cols-[minmax(0,1fr)_auto]">
          <dt className="text-right text-subtle">{t("goodsTotal", { count: view.totalCount })}</dt>
          <dd className="text-right">
            <Money value={view.total} testId="checkout-total" />
          </dd>
          <dt className="text-right text-subtle">{t("freight")}</dt>
          <dd className="text-right">
            <Money value={view.transfee} testId="checkout-freight" />
          </dd>
          {view.memberReduce ? (
            <>
              <dt className="text-right text-subtle">{t("memberReduction")}</dt>
              <dd className="text-right text-brand">
                -<Money value={view.memberReduce} testId="checkout-member-reduce" />
              </dd>
            </>
          ) : null}
          {view.memberFreeShipping ? (
            <>
              <dt className="text-right text-subtle">{t("memberFreeShipping")}</dt>
              <dd className="text-right text-brand" data-testid="checkout-member-free-shipping">
                ✓
              </dd>
            </>
          ) : null}
          {view.usedPoints > 0 ? (
            <>
              <dt className="text-right text-subtle">{t("pointsDeduction", { points: view.usedPoints })}</dt>
              <dd className="text-right">
                -<Money value={view.pointsReduce} testId="checkout-points-reduce" />
              </dd>
            </>
          ) : null}
          {otherReduce > 0 ? (
            <>
              <dt className="text-right text-subtle">{t("reduction")}</dt>
              <dd className="text-right">
                -<Money value={otherReduce} testId="checkout-reduce" />
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section
        className="flex items-center justify-end gap-6 border border-brand/30 bg-[#fff9f9] px-5 py-3 max-md:sticky max-md:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] max-md:z-20 max-md:gap-3 max-md:px-3 max-md:py-2"
        aria-label={t("payable")}
      >
        <div className="text-right text-xs max-md:min-w-0 max-md:flex-1">
          <p>
            <span className="text-ink">{t("payable")}</span>
            <span className="ml-1 text-xl font-semibold text-brand" data-testid="checkout-actual-total">
              <Money value={view.actualTotal} />
            </span>
          </p>
          {undeliverable ? (
            <p className="mt-1 font-semibold text-brand" role="alert" data-testid="checkout-cannot-submit">
              {t("deliver32.cannotSubmit")}
            </p>
          ) : null}
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
          className="h-11 w-[150px] bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#e88a8c] max-md:w-28 max-md:shrink-0"
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
