"use client";

import { AppstoreOutlined, DashboardOutlined, ShoppingOutlined, TagsOutlined } from "@ant-design/icons";
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
    // catalog (issue 28): categories, brands, every shop's products
    {
      href: "/admin/catalog/categories",
      label: t("catalogCategories"),
      icon: <AppstoreOutlined />,
      roles: platformRolesFor("catalog"),
    },
    {
      href: "/admin/catalog/brands",
      label: t("catalogBrands"),
      icon: <TagsOutlined />,
      roles: platformRolesFor("catalog"),
    },
    {
      href: "/admin/catalog/products",
      label: t("catalogProducts"),
      icon: <ShoppingOutlined />,
      roles: platformRolesFor("catalog"),
    },
  ];
}
