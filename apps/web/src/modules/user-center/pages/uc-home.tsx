"use client";

import type { OrderCountData } from "@souk/contract";
import {
  CircleUserRound,
  ClipboardCheck,
  Footprints,
  Heart,
  KeyRound,
  MapPin,
  MessageSquareMore,
  Package,
  Store,
  Ticket,
  Truck,
  WalletCards,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { centerInfoEndpoint } from "@/lib/api/endpoints/user";
import { useAccount } from "@/lib/session/account-context";
import { pageHref, type UcPage } from "../lib/menu";
import { mediaUrl } from "@/lib/media/media-url";
import { useApiData } from "@/lib/hooks/use-api-data";
import { UcMemberCard } from "@/modules/member";

/** The order statuses the home shows, with their icons (counts are 0 until orders exist). */
const ORDER_TILES: { key: keyof OrderCountData; icon: ReactNode }[] = [
  { key: "pendingPayment", icon: <WalletCards size={26} strokeWidth={1.4} /> },
  { key: "pendingDelivery", icon: <Package size={26} strokeWidth={1.4} /> },
  { key: "pendingReceipt", icon: <Truck size={26} strokeWidth={1.4} /> },
  { key: "pendinEvaluation", icon: <MessageSquareMore size={26} strokeWidth={1.4} /> },
  { key: "completed", icon: <ClipboardCheck size={26} strokeWidth={1.4} /> },
];

const SHORTCUTS: { page: UcPage; icon: ReactNode }[] = [
  { page: "uc-collection", icon: <Heart size={20} strokeWidth={1.5} /> },
  { page: "uc-footprint", icon: <Footprints size={20} strokeWidth={1.5} /> },
  { page: "uc-address", icon: <MapPin size={20} strokeWidth={1.5} /> },
  { page: "uc-account", icon: <CircleUserRound size={20} strokeWidth={1.5} /> },
  { page: "uc-password", icon: <KeyRound size={20} strokeWidth={1.5} /> },
  { page: "uc-shopaccount", icon: <Store size={20} strokeWidth={1.5} /> },
  { page: "uc-coupons", icon: <Ticket size={20} strokeWidth={1.5} /> },
];

function shopStatusKey(status: number | undefined): "shopOpen" | "shopUnderReview" | "shopNone" | "shopOffline" {
  if (status === 1) return "shopOpen";
  if (status === 0) return "shopUnderReview";
  if (status === -1 || status === undefined) return "shopNone";
  return "shopOffline";
}

/** User-center home from /p/user/centerInfo: who, orders by status, shop status, shortcuts. */
export function UcHomePage() {
  const t = useTranslations("userCenter");
  const { user } = useAccount();
  const info = useApiData(centerInfoEndpoint, "center-info");
  const data = info.data;
  const avatar = mediaUrl(user?.pic);

  return (
    <div className="flex flex-col gap-4" data-testid="uc-home">
      <section className="flex items-center gap-6 bg-white px-8 py-6">
        {avatar ? (
          <img
            src={avatar}
            alt=""
            width={80}
            height={80}
            className="size-20 rounded-full border border-line object-cover"
          />
        ) : (
          <CircleUserRound size={80} strokeWidth={1} className="text-muted" aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold text-ink" data-testid="uc-home-nickname">
            {user?.nickName ?? "…"}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-subtle">
            <span>
              {t("security")}: {data ? (data.isSetPassword ? t("passwordSet") : t("passwordNotSet")) : "…"}
            </span>
            <span data-testid="uc-home-shop-status">
              {t("shopStatus")}: {data ? t(shopStatusKey(data.shopStatus)) : "…"}
            </span>
          </p>
          <UcMemberCard />
          <p className="mt-3 flex gap-4 text-xs">
            <Link href={pageHref("uc-account")} className="text-brand hover:underline">
              {t("editProfile")}
            </Link>
            {data && !data.isSetPassword ? (
              <Link href="/forget-password" className="text-brand hover:underline">
                {t("setPassword")}
              </Link>
            ) : null}
            {data?.shopStatus === 1 && data.shopId != null ? (
              <Link href={`/shopIndex?sid=${data.shopId}`} className="text-brand hover:underline">
                {t("enterShop")}
              </Link>
            ) : null}
            {data ? (
              <Link href="/free-shop" className="text-brand hover:underline" data-testid="uc-home-free-shop">
                {data.shopAuditStatus === null ? t("openShop") : t("shopApplication")}
              </Link>
            ) : null}
          </p>
        </div>
      </section>

      <section className="bg-white px-8 py-5" aria-labelledby="uc-orders-title">
        <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
          <h2 id="uc-orders-title" className="text-base font-semibold text-ink">
            {t("myOrders")}
          </h2>
          <Link href={pageHref("uc-order")} className="text-xs text-subtle hover:text-brand">
            {t("allOrders")}
          </Link>
        </div>
        <ul className="grid grid-cols-5" data-testid="uc-order-counts">
          {ORDER_TILES.map(({ key, icon }) => (
            <li key={key}>
              <Link
                href={pageHref("uc-order")}
                className="flex flex-col items-center gap-1.5 py-2 text-subtle hover:text-brand"
                data-testid={`uc-order-count-${key}`}
              >
                <span aria-hidden>{icon}</span>
                <span className="text-xs">
                  {t(`orderStatus.${key}`)}{" "}
                  <span className="font-semibold text-brand">{data ? data.orderCountData[key] : "…"}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-white px-8 py-5" aria-labelledby="uc-shortcuts-title">
        <h2 id="uc-shortcuts-title" className="mb-4 border-b border-line pb-3 text-base font-semibold text-ink">
          {t("shortcuts")}
        </h2>
        <ul className="grid grid-cols-7 gap-2">
          {SHORTCUTS.map(({ page, icon }) => (
            <li key={page}>
              <Link
                href={pageHref(page)}
                className="flex flex-col items-center gap-2 rounded-sm py-3 text-xs text-subtle hover:bg-page hover:text-brand"
              >
                <span aria-hidden className="text-brand">
                  {icon}
                </span>
                {t(`pages.${page}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
