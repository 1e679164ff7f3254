"use client";

import { Avatar } from "antd";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConsoleSessionProvider, useConsole } from "@/console/shell/console-context";
import { AuthGuard } from "@/console/shell/auth-guard";
import { ConsoleLayout } from "@/console/shell/console-layout";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { clearSession } from "@/console/session/staff-session";
import { mediaUrl } from "@/lib/media/media-url";
import { sellerLogout, staffMe } from "../api/endpoints";
import { SELLER_CONSOLE, SELLER_SIGN_IN } from "./seller-console";
import { useSellerNav } from "./seller-nav";
import { ShopStatusBanner } from "./shop-status-banner";

/** Every signed-in seller-center page: the auth guard, the session's API client and the console frame. */
export function SellerShell({ children }: { children: ReactNode }) {
  return (
    <AuthGuard console={SELLER_CONSOLE} signInPath={SELLER_SIGN_IN}>
      {(session) => (
        <ConsoleSessionProvider console={SELLER_CONSOLE} session={session}>
          <SellerFrame>{children}</SellerFrame>
        </ConsoleSessionProvider>
      )}
    </AuthGuard>
  );
}

function SellerFrame({ children }: { children: ReactNode }) {
  const t = useTranslations("seller");
  const { client } = useConsole();
  const nav = useSellerNav();
  const signOut = () => {
    // The token is revoked on the server; the session goes whatever the answer.
    client.call(sellerLogout()).catch(() => {});
    clearSession(SELLER_CONSOLE);
  };
  return (
    <ConsoleLayout title={t("title")} brand={<ShopBrand />} nav={nav} onSignOut={signOut}>
      <ShopStatusBanner />
      {children}
    </ConsoleLayout>
  );
}

/** The shop's logo and name in the header (read again on each visit: the owner may have changed them). */
function ShopBrand() {
  const { session, client } = useConsole();
  const head = useConsoleQuery(`me:${session.staffId}`, (signal) => client.call(staffMe(), { signal }));
  const logo = head.data?.shopLogo;
  const name = head.data?.shopName ?? session.shopName ?? "";
  return (
    <>
      <Avatar shape="square" src={logo ? mediaUrl(logo) : undefined} alt="">
        {name.slice(0, 1)}
      </Avatar>
      <span className="text-base font-medium" data-testid="console-shop-name">
        {name}
      </span>
    </>
  );
}
