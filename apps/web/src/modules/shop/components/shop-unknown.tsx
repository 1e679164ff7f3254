"use client";

import { useTranslations } from "next-intl";
import { ShopState } from "./shop-state";

/** An unknown shop id: rendered by shopIndex/not-found.tsx (HTTP 404). */
export function ShopUnknown() {
  const t = useTranslations("shop");
  return <ShopState title={t("unknown")} detail={t("unknownDetail")} />;
}
