"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export function Nothing({ message }: { message?: string | null }) {
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
