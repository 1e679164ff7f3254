"use client";

import {
  ControlOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FireOutlined,
  GlobalOutlined,
  NotificationOutlined,
} from "@ant-design/icons";
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
    // Content (issue 28): notices, hot words, web config, terms, switches
    ...[
      { href: "/admin/content/notices", label: t("contentNotices"), icon: <NotificationOutlined /> },
      { href: "/admin/content/hot-searches", label: t("contentHotSearches"), icon: <FireOutlined /> },
      { href: "/admin/content/web-config", label: t("contentWebConfig"), icon: <GlobalOutlined /> },
      { href: "/admin/content/terms", label: t("contentTerms"), icon: <FileTextOutlined /> },
      { href: "/admin/content/switches", label: t("contentSwitches"), icon: <ControlOutlined /> },
    ].map((item) => ({ ...item, roles: platformRolesFor("content") })),
  ];
}
