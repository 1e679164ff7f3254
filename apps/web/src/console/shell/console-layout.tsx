"use client";

import { Badge, Button, Layout, Menu } from "antd";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { LanguageSwitch } from "@/modules/i18n";
import { useConsole } from "./console-context";
import { currentNavKey, navFor, type ConsoleNavItem } from "./nav";

/**
 * The frame of every console page: the sidebar with the entries the staff member's role may
 * use, and a header with the console's brand (the shop's name and logo in the seller center),
 * the staff member's name, the language switch (the storefront's: same cookie, same `?lang=`)
 * and sign out. No storefront header, footer or category panel.
 */
export function ConsoleLayout({
  title,
  brand,
  nav,
  onSignOut,
  children,
}: {
  /** The console's name above the sidebar ("商家中心"). */
  title: string;
  brand: ReactNode;
  nav: readonly ConsoleNavItem[];
  onSignOut(): void;
  children: ReactNode;
}) {
  const t = useTranslations("console");
  const { session } = useConsole();
  const pathname = usePathname();
  const items = navFor(nav, session.role);
  const selected = currentNavKey(items, pathname);
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider width={208} theme="dark" aria-label={t("navigation")}>
        <div className="px-5 py-4 text-base font-semibold text-white">{title}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items.map((i) => ({
            key: i.href,
            icon: i.icon,
            label: (
              <Link href={i.href} className="flex items-center justify-between">
                <span>{i.label}</span>
                {i.count ? <Badge count={i.count} size="small" data-testid={`nav-count-${i.href}`} /> : null}
              </Link>
            ),
          }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="flex items-center justify-between !bg-white !px-6 shadow-sm">
          <div className="flex items-center gap-3">{brand}</div>
          <div className="flex items-center gap-4 text-sm">
            <span data-testid="console-staff-name">{session.name}</span>
            <LanguageSwitch />
            <Button size="small" onClick={onSignOut}>
              {t("signOut")}
            </Button>
          </div>
        </Layout.Header>
        {/* antd renders the content as the page's <main>. */}
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
