"use client";

import type { OrderListItem } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Link, useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  buyAgainEndpoint,
  cancelOrderEndpoint,
  confirmReceiptEndpoint,
  deleteOrderEndpoint,
} from "@/lib/api/endpoints/order";
import { useAccount } from "@/lib/session/account-context";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { orderButtons, PRIMARY_BUTTONS, type OrderButton } from "../lib/order-actions";

/**
 * The buttons of one order (uc-order rows and /order-detail), from the status table and the
 * server's allowed actions. `onChanged` runs after cancel, receipt and delete.
 */
export function OrderActionsBar({
  order,
  onChanged,
  exclude = [],
  direction = "column",
}: {
  order: Pick<OrderListItem, "orderNumber" | "payNo" | "status" | "actions">;
  onChanged: (what: "cancel" | "confirmReceipt" | "delete") => void;
  exclude?: OrderButton[];
  direction?: "column" | "row";
}) {
  const t = useTranslations("order");
  const router = useRouter();
  const { refreshCartCount } = useAccount();
  const [busy, setBusy] = useState(false);
  const buttons = orderButtons(order.status, order.actions).filter((b) => !exclude.includes(b));
  if (buttons.length === 0) return null;

  const cls = (b: OrderButton) =>
    clsx(
      "inline-flex h-7 min-w-[86px] items-center justify-center rounded-sm px-3 text-xs",
      PRIMARY_BUTTONS.has(b)
        ? "bg-brand text-white hover:bg-brand-dark"
        : "border border-line-strong text-ink hover:border-brand hover:text-brand",
    );

  const act = async (b: "cancel" | "confirmReceipt" | "delete") => {
    const call = { cancel: cancelOrderEndpoint, confirmReceipt: confirmReceiptEndpoint, delete: deleteOrderEndpoint }[
      b
    ];
    try {
      await callApi(call(order.orderNumber));
    } catch {
      return; // e.g. 'Order status has changed': shown by the API client
    }
    toast.success(t(`done.${b}`));
    onChanged(b);
  };

  const buyAgain = async () => {
    setBusy(true);
    try {
      const r = await callApi(buyAgainEndpoint(order.orderNumber));
      refreshCartCount();
      if (r.skipped > 0) toast.warning(t("buyAgainSkipped", { count: r.skipped }));
      if (r.basketIds.length > 0) router.push("/cart");
    } catch {
      /* shown by the API client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={clsx(
        "flex gap-2",
        direction === "column" ? "flex-col items-center" : "flex-row flex-wrap items-center justify-end",
      )}
    >
      {buttons.map((b) => {
        const testId = `order-action-${b}`;
        switch (b) {
          case "pay":
            return (
              <Link key={b} href={`/payment?payNo=${order.payNo}`} className={cls(b)} data-testid={testId}>
                {t("actions.pay")}
              </Link>
            );
          case "review":
            return (
              <Link
                key={b}
                href={`/write-comments?orderNumber=${order.orderNumber}`}
                className={cls(b)}
                data-testid={testId}
              >
                {t("actions.review")}
              </Link>
            );
          case "buyAgain":
            return (
              <button
                key={b}
                type="button"
                className={cls(b)}
                disabled={busy}
                onClick={() => void buyAgain()}
                data-testid={testId}
              >
                {t("actions.buyAgain")}
              </button>
            );
          case "cancel":
          case "confirmReceipt":
          case "delete":
            return (
              <ConfirmDialog
                key={b}
                trigger={
                  <button type="button" className={cls(b)} data-testid={testId}>
                    {t(`actions.${b}`)}
                  </button>
                }
                title={t(`confirm.${b}`)}
                description={t("orderNumberIs", { orderNumber: order.orderNumber })}
                confirmLabel={t(`actions.${b}`)}
                onConfirm={() => act(b)}
              />
            );
        }
      })}
    </div>
  );
}
