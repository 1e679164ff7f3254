import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until its shell has hydrated (HydrationMark sets `<html data-hydrated>`).
 * A click before that is held by React and replayed later — on a loaded CI machine many seconds
 * later, longer than an assertion waits — so journeys that click links wait for the mark first.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
}
