import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware navigation. Its usePathname answers the public path (`/shopList`) on the server
 * and in the browser alike; next/navigation's would answer the internal `/zh/shopList` while
 * prerendering and so break hydration.
 */
export const { Link, usePathname, useRouter } = createNavigation(routing);
