"use client";

import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BgColorsOutlined,
  BarChartOutlined,
  ControlOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  GlobalOutlined,
  NotificationOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { platformRolesFor, type PlatformPermission } from "@souk/contract";
import { useTranslations } from "next-intl";
import type { ConsoleNavItem } from "@/console/shell/nav";

type Entry = Omit<ConsoleNavItem, "roles">;

/** Entries of one console area, shown to the roles whose permissions include it (the API checks the same table). */
const area = (permission: PlatformPermission, entries: Entry[]): ConsoleNavItem[] =>
  entries.map((e) => ({ ...e, roles: platformRolesFor(permission) }));

/**
 * The platform console's sidebar, by area in the order an operator's day runs: stores, catalog,
 * content, members, marketing, money, people.
 */
export function usePlatformNav(): ConsoleNavItem[] {
  const t = useTranslations("platform.nav");
  return [
    ...area("dashboard", [{ href: "/admin", label: t("dashboard"), icon: <DashboardOutlined /> }]),
    ...area("stores", [
      { href: "/admin/stores", label: t("stores"), icon: <ShopOutlined /> },
      { href: "/admin/stores/applications", label: t("storeApplications"), icon: <AuditOutlined /> },
    ]),
    ...area("catalog", [
      { href: "/admin/catalog/categories", label: t("catalogCategories"), icon: <AppstoreOutlined /> },
      { href: "/admin/catalog/brands", label: t("catalogBrands"), icon: <TagOutlined /> },
      { href: "/admin/catalog/products", label: t("catalogProducts"), icon: <ShoppingOutlined /> },
    ]),
    ...area("content", [
      { href: "/admin/content/notices", label: t("contentNotices"), icon: <NotificationOutlined /> },
      { href: "/admin/content/hot-searches", label: t("contentHotSearches"), icon: <FireOutlined /> },
      { href: "/admin/content/web-config", label: t("contentWebConfig"), icon: <GlobalOutlined /> },
      { href: "/admin/content/terms", label: t("contentTerms"), icon: <FileTextOutlined /> },
      { href: "/admin/content/switches", label: t("contentSwitches"), icon: <ControlOutlined /> },
    ]),
    ...area("members", [
      { href: "/admin/members", label: t("members"), icon: <UserOutlined /> },
      { href: "/admin/members/levels", label: t("memberLevels"), icon: <CrownOutlined /> },
    ]),
    ...area("marketing", [
      { href: "/admin/marketing/coupons", label: t("marketingCoupons"), icon: <TagsOutlined /> },
      { href: "/admin/marketing/flash-sales", label: t("marketingFlashSales"), icon: <ThunderboltOutlined /> },
      { href: "/admin/marketing/points-mall", label: t("marketingPointsMall"), icon: <StarOutlined /> },
      { href: "/admin/marketing/gift-cards", label: t("marketingGiftCards"), icon: <GiftOutlined /> },
    ]),
    ...area("finance", [{ href: "/admin/finance", label: t("finance"), icon: <AccountBookOutlined /> }]),
    ...area("reports", [{ href: "/admin/reports", label: t("reports"), icon: <BarChartOutlined /> }]),
    ...area("staff", [{ href: "/admin/staff", label: t("staff"), icon: <TeamOutlined /> }]),
    ...area("decoration", [{ href: "/admin/decoration", label: t("decoration"), icon: <BgColorsOutlined /> }]),
  ];
}
