"use client";

import { AuditOutlined, DashboardOutlined, ShopOutlined } from "@ant-design/icons";
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
    // Stores (issue 28): the shop list and the store applications
    { href: "/admin/stores", label: t("stores"), icon: <ShopOutlined />, roles: platformRolesFor("stores") },
    {
      href: "/admin/stores/applications",
      label: t("storeApplications"),
      icon: <AuditOutlined />,
      roles: platformRolesFor("stores"),
    },
  ];
}
