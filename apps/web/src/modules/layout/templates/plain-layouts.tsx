import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/ui/logo";
import { TopBar } from "@/modules/header";
import { PhoneTabBar } from "../components/phone-tab-bar";
import { SiteFooter } from "../components/site-footer";
import { MAIN_CONTENT_ID, SkipLink } from "../components/skip-link";

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}

/** Decorate layout: the page brings its own decorated header (a shop_signs block), so only top bar and footer. */
export function DecorateLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <Main>{children}</Main>
      <SiteFooter />
      <PhoneTabBar />
    </>
  );
}

/** Empty layout: nothing around the page (payment hand-offs, previews). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}

/** Policy layout: terms and privacy pages, and the account pages (login, register, forgotten password); a logo bar instead of the shopping header. */
export function PolicyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <header className="border-b-2 border-brand bg-white">
        <Container className="flex h-[80px] items-center max-md:h-14 max-md:px-3">
          <Logo />
        </Container>
      </header>
      <Main>{children}</Main>
      <SiteFooter />
      <PhoneTabBar />
    </>
  );
}
