import type { ComponentProps } from "react";
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware navigation. Its usePathname answers the public path (`/shopList`) on the server
 * and in the browser alike; next/navigation's would answer the internal `/zh/shopList` while
 * prerendering and so break hydration.
 */
const navigation = createNavigation(routing);
export const { usePathname, useRouter } = navigation;

/**
 * Links do not prefetch unless asked to (`prefetch`). Most mall pages are rendered per request
 * (list, cart, user center): the home alone shows ~40 links, and prefetching each visible one made
 * every visitor cost ~40 server renders, which queued the page the buyer actually clicked behind them.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
