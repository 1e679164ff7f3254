"use client";

import { DashboardOutlined } from "@ant-design/icons";
import { useTranslations } from "next-intl";
import type { ConsoleNavItem } from "@/console/shell/nav";

/**
 * The platform console's sidebar: one entry per finished page. Roles follow issue 28's
 * (operations, customer service, finance, super administrator) once the API reports them.
 */
export function usePlatformNav(): ConsoleNavItem[] {
  const t = useTranslations("platform.nav");
  return [{ href: "/admin", label: t("dashboard"), icon: <DashboardOutlined /> }];
}
