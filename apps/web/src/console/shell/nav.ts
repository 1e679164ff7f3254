import type { ReactNode } from "react";

/** One entry of a console's sidebar. */
export interface ConsoleNavItem {
  /** The page's path; also the menu key. */
  href: string;
  /** The entry's label, already translated. */
  label: string;
  icon?: ReactNode;
  /** Roles that may use the page; absent: every role. */
  roles?: readonly string[];
  /** A count shown beside the label (unread conversations…), when above 0. */
  count?: number;
}

/** The entries the role may use, in their order. */
export function navFor(items: readonly ConsoleNavItem[], role: string): ConsoleNavItem[] {
  return items.filter((i) => !i.roles || i.roles.includes(role));
}

/** The entry the path belongs to: the longest href that is the path or a parent of it. */
export function currentNavKey(items: readonly ConsoleNavItem[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { href } of items) {
    const match = pathname === href || pathname.startsWith(href.endsWith("/") ? href : `${href}/`);
    if (match && (!best || href.length > best.length)) best = href;
  }
  return best;
}
