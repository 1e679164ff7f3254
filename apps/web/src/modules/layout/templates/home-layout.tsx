import type { ReactNode } from "react";
import { MainHeader } from "@/modules/header";
import { TopBar } from "@/modules/header";
import { PhoneTabBar } from "../components/phone-tab-bar";
import { SiteFooter } from "../components/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "../components/skip-link";

/**
 * Home layout (spec part 2): top bar, category header, footer. On the home page the category
 * list is pinned open beside the hero; member-center pages show it as a dropdown, and the four
 * membership pages (buy-member, integral-mall, member-center, member-equity) hide the header.
 */
export type CategoryHeader = "pinned" | "dropdown" | "hidden";

export function HomeLayout({
  categoryHeader,
  header,
  children,
}: {
  categoryHeader: CategoryHeader;
  /** A decorated header (the home decoration's shop_signs block) in place of the main header. */
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <TopBar />
      {header ?? (categoryHeader === "hidden" ? null : <MainHeader categoryMode={categoryHeader} />)}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[400px] outline-none">
        {children}
      </main>
      <SiteFooter />
      <PhoneTabBar />
    </>
  );
}
