"use client";

import {
  BarChartOutlined,
  BgColorsOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  GiftOutlined,
  PercentageOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { STAFF_ROLES, roleMay, type StaffPermission } from "@souk/contract";
import { useTranslations } from "next-intl";
import type { ConsoleNavItem } from "@/console/shell/nav";
import { useUnreadConversations } from "../service/unread-conversations";

/** The roles whose permissions include `permission` (the contract's table, which the API enforces). */
const rolesFor = (permission: StaffPermission) => STAFF_ROLES.filter((r) => roleMay(r, [permission]));

/** The seller center's sidebar: one entry per finished page, shown to the roles the API lets use it. */
export function useSellerNav(): ConsoleNavItem[] {
  const t = useTranslations("seller.nav");
  const tm = useTranslations("seller.marketingNav");
  const unread = useUnreadConversations();
  return [
    { href: "/seller", label: t("overview"), icon: <DashboardOutlined />, roles: rolesFor("dashboard") },
    { href: "/seller/products", label: t("products"), icon: <ShoppingOutlined />, roles: rolesFor("products") },
    {
      href: "/seller/products/groups",
      label: t("productGroups"),
      icon: <TagsOutlined />,
      roles: rolesFor("products"),
    },
    { href: "/seller/orders", label: t("orders"), icon: <FileTextOutlined />, roles: rolesFor("orders") },
    { href: "/seller/refunds", label: t("refunds"), icon: <RollbackOutlined />, roles: rolesFor("refunds") },
    { href: "/seller/reports", label: t("reports"), icon: <BarChartOutlined />, roles: rolesFor("reports") },
    { href: "/seller/settings", label: t("settings"), icon: <SettingOutlined />, roles: rolesFor("settings") },
    { href: "/seller/staff", label: t("staff"), icon: <TeamOutlined />, roles: rolesFor("staff") },
    // Promotions and customer service (marketing part): kept last to ease merging.
    ...[
      { href: "/seller/marketing/coupons", label: tm("coupons"), icon: <GiftOutlined /> },
      { href: "/seller/marketing/discounts", label: tm("discounts"), icon: <PercentageOutlined /> },
      { href: "/seller/marketing/group-buys", label: tm("groupBuys"), icon: <TeamOutlined /> },
      { href: "/seller/marketing/flash-sales", label: tm("flashSales"), icon: <FieldTimeOutlined /> },
    ].map((i) => ({ ...i, roles: rolesFor("marketing") })),
    {
      href: "/seller/service",
      label: tm("service"),
      icon: <CustomerServiceOutlined />,
      roles: rolesFor("service"),
      count: unread,
    },
    { href: "/seller/decoration", label: t("decoration"), icon: <BgColorsOutlined />, roles: rolesFor("marketing") },
  ];
}
