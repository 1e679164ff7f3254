"use client";

import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export function EmptyCart() {
  const t = useTranslations("cart");
  return (
    <section className="flex h-[360px] items-center justify-center gap-8 bg-white" data-testid="cart-empty">
      <ShoppingCart size={96} strokeWidth={1.2} className="text-line-strong" aria-hidden />
      <div>
        <h1 className="text-base font-semibold text-ink">{t("empty")}</h1>
        <Link href="/" className="mt-3 inline-block text-sm text-brand hover:underline">
          {t("goShopping")}
        </Link>
      </div>
    </section>
  );
}
