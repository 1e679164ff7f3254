import { expect, type Page } from "@playwright/test";

/** What sticks out of the page sideways: the document's widths and the outermost elements that do it. */
export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** `tag#id.class[data-testid] right=…px` of each outermost element past the right edge, widest first. */
  culprits: string[];
}

/**
 * Measures horizontal overflow of the current page. An element counts when its box passes the
 * viewport's right edge and no ancestor clips it (overflow-x other than visible): those are the
 * ones that make the page scroll sideways. Only the outermost of a nested run is named.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 1;
    const clipped = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    const past = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= edge) continue;
      if (getComputedStyle(el).position === "fixed" && r.left >= root.clientWidth) continue; // parked off-screen
      if (!clipped(el)) past.add(el);
    }
    const outermost = [...past].filter((el) => !(el.parentElement && past.has(el.parentElement)));
    const describe = (el: Element) => {
      const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
      const tid = el.getAttribute("data-testid");
      const right = Math.round(el.getBoundingClientRect().right);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls ? `.${cls}` : ""}${tid ? `[data-testid=${tid}]` : ""} right=${right}px`;
    };
    outermost.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      culprits: outermost.slice(0, 3).map(describe),
    };
  });
}

/**
 * Opens `url` (or measures the page already open when `url` is null) and records a failure when the
 * page scrolls sideways; the test goes on so one run names every page that does.
 */
export async function expectNoSideScroll(page: Page, url: string | null, label = url ?? page.url()): Promise<void> {
  if (url !== null) await page.goto(url);
  await page.waitForLoadState("load");
  // Client islands (cart count, nickname, lazy sections) settle after load.
  await page.waitForTimeout(400);
  const o = await measureOverflow(page);
  expect
    .soft(o.scrollWidth, `${label}: page is ${o.scrollWidth}px wide at ${o.clientWidth}px — ${o.culprits.join("; ")}`)
    .toBeLessThanOrEqual(o.clientWidth);
}
