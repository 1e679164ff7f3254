"use client";

import { CrownOutlined, DashboardOutlined, TeamOutlined } from "@ant-design/icons";
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
    // ---- members (issue 28)
    { href: "/admin/members", label: t("members"), icon: <TeamOutlined />, roles: platformRolesFor("members") },
    {
      href: "/admin/members/levels",
      label: t("memberLevels"),
      icon: <CrownOutlined />,
      roles: platformRolesFor("members"),
    },
  ];
}
