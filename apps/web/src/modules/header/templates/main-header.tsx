import { Container } from "@/components/ui/container";
import { HeaderCartButton } from "../components/header-cart-button";
import type { CategoryMenuMode } from "../components/category-menu";
import { Logo } from "@/components/ui/logo";
import { MainNav } from "../components/main-nav";
import { SearchBox } from "../components/search-box";

/**
 * White main header: logo, search, cart, then the menu with all categories over a red rule. On a
 * phone (max-md:) one compact row of logo, search field and cart, and the menu as a row that
 * scrolls sideways (categories have their own tab there).
 */
export function MainHeader({ categoryMode = "dropdown" }: { categoryMode?: CategoryMenuMode }) {
  return (
    <header className="bg-white" data-testid="main-header">
      <Container className="flex h-[100px] items-center justify-between gap-8 max-md:h-14 max-md:gap-2 max-md:px-3">
        <Logo />
        <SearchBox />
        <HeaderCartButton />
      </Container>
      <div className="border-b-2 border-brand">
        <Container>
          <MainNav categoryMode={categoryMode} />
        </Container>
      </div>
    </header>
  );
}
