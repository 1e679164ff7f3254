"use client";

import { DashboardOutlined, FileTextOutlined, ShoppingOutlined } from "@ant-design/icons";
import { useTranslations } from "next-intl";
import type { ConsoleNavItem } from "@/console/shell/nav";

/** Roles of shop staff (the owner uses everything). */
const OPERATIONS = ["owner", "operations"] as const;
const FULFILMENT = ["owner", "fulfilment"] as const;

/** The seller center's sidebar: one entry per finished page, each with the roles that may use it. */
export function useSellerNav(): ConsoleNavItem[] {
  const t = useTranslations("seller.nav");
  return [
    { href: "/seller", label: t("overview"), icon: <DashboardOutlined /> },
    { href: "/seller/products", label: t("products"), icon: <ShoppingOutlined />, roles: OPERATIONS },
    { href: "/seller/orders", label: t("orders"), icon: <FileTextOutlined />, roles: FULFILMENT },
  ];
}
