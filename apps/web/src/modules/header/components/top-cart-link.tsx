"use client";

import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { CountBadge } from "@/components/ui/badge";
import { useAccount } from "@/lib/session/account-context";
import { GuardedLink } from "@/modules/auth";
import { formatBadge } from "../lib/badge";

/** Top-bar cart link with the count; visitors get the login popup. */
export function TopCartLink({ className }: { className?: string }) {
  const t = useTranslations("topBar");
  const { cartCount } = useAccount();
  const badge = formatBadge(cartCount);
  return (
    <GuardedLink
      href="/cart"
      className={className}
      aria-label={badge ? t("cartCount", { count: badge }) : t("cart")}
      data-testid="topbar-cart"
    >
      <ShoppingCart size={13} className="mr-0.5 inline text-brand" aria-hidden />
      {t("cart")}
      <CountBadge text={badge} className="ml-0.5" />
    </GuardedLink>
  );
}
