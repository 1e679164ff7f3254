"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { applyReturnHref, canAskAfterSales } from "../lib/links";

/** "Request after-sales" next to an order line (uc-order, /order-detail) while the order allows it. */
export function AfterSalesLink({
  orderNumber,
  orderItemId,
  status,
}: {
  orderNumber: string;
  orderItemId: number;
  status: number;
}) {
  const t = useTranslations("refund");
  if (!canAskAfterSales(status)) return null;
  return (
    <Link
      href={applyReturnHref(orderNumber, orderItemId)}
      className="text-[11px] text-subtle hover:text-brand"
      data-testid="after-sales-link"
    >
      {t("apply")}
    </Link>
  );
}
