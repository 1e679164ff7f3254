import type { ReactNode } from "react";
import { MainHeader } from "@/modules/header";
import { TopBar } from "@/modules/header";
import { PhoneTabBar } from "../components/phone-tab-bar";
import { SiteFooter } from "../components/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "../components/skip-link";

/**
 * Default layout (spec part 2): top bar, header, footer. The chat page hides header and
 * footer; the shop index hides the header (it shows the shop's own sign). On a phone the bottom tab
 * bar ends every page.
 */
export function DefaultLayout({
  header = true,
  footer = true,
  children,
}: {
  header?: boolean;
  footer?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <TopBar />
      {header ? <MainHeader /> : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[400px] outline-none">
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
      <PhoneTabBar />
    </>
  );
}
