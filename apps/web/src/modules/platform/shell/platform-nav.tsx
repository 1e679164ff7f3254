"use client";

import { AccountBookOutlined, BarChartOutlined, DashboardOutlined, TeamOutlined } from "@ant-design/icons";
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
    // finance, reports, staff (issue 28)
    { href: "/admin/finance", label: t("finance"), icon: <AccountBookOutlined />, roles: platformRolesFor("finance") },
    { href: "/admin/reports", label: t("reports"), icon: <BarChartOutlined />, roles: platformRolesFor("reports") },
    { href: "/admin/staff", label: t("staff"), icon: <TeamOutlined />, roles: platformRolesFor("staff") },
  ];
}
