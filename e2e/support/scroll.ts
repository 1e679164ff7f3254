import type { Page } from "@playwright/test";

/**
 * Scrolls the page down to its end as a buyer does, a screen at a time with the mouse wheel,
 * so the sections that load when scrolled near (the home's lower floors, ADR 0030-page-weight)
 * come into play; the page may grow while it scrolls.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) return;
  }
}
