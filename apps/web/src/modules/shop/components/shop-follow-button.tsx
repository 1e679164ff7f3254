"use client";

import clsx from "clsx";
import { Heart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShopCollectionToggle } from "@/modules/collection";

/** Follow (collect) the shop: a client island; visitors get the login popup. */
export function ShopFollowButton({ shopId, className }: { shopId: number; className?: string }) {
  const t = useTranslations("shop");
  const { isCollection, busy, addOrCancel } = useShopCollectionToggle(shopId);
  return (
    <button
      type="button"
      onClick={() => void addOrCancel()}
      disabled={busy}
      aria-pressed={isCollection}
      className={clsx(
        "flex h-8 items-center gap-1 whitespace-nowrap rounded-sm border px-3 text-xs",
        isCollection ? "border-brand bg-brand text-white" : "border-brand bg-white text-brand hover:bg-brand/5",
        className,
      )}
      data-testid="shop-follow"
    >
      <Heart size={14} className={isCollection ? "fill-white" : undefined} aria-hidden />
      {isCollection ? t("followed") : t("follow")}
    </button>
  );
}
