"use client";

import { DashboardOutlined, GiftOutlined, StarOutlined, TagsOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { platformRolesFor } from "@souk/contract";
import { useTranslations } from "next-intl";
import type { ConsoleNavItem } from "@/console/shell/nav";

/**
 * The platform console's sidebar: one entry per finished page, shown to the roles the API lets use
 * it (the contract's PLATFORM_ROLE_PERMISSIONS). Each area's pages add their entries here.
 */
export function usePlatformNav(): ConsoleNavItem[] {
  const t = useTranslations("platform.nav");
  return [
    { href: "/admin", label: t("dashboard"), icon: <DashboardOutlined />, roles: platformRolesFor("dashboard") },
    // Marketing (issue 28): platform coupons, flash-sale sessions, points goods, gift cards
    ...[
      { href: "/admin/marketing/coupons", label: t("marketingCoupons"), icon: <TagsOutlined /> },
      { href: "/admin/marketing/flash-sales", label: t("marketingFlashSales"), icon: <ThunderboltOutlined /> },
      { href: "/admin/marketing/points-mall", label: t("marketingPointsMall"), icon: <StarOutlined /> },
      { href: "/admin/marketing/gift-cards", label: t("marketingGiftCards"), icon: <GiftOutlined /> },
    ].map((i) => ({ ...i, roles: platformRolesFor("marketing") })),
  ];
}
