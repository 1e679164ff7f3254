"use client";

import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { storedAreaId } from "@/lib/area/stored-area";

/**
 * Spec part 3: the product list queries carry the buyer's delivery area from local storage
 * (`areaId`). The cached HTML cannot know it, so a list opened without one is replaced once by
 * the same list with the stored area; every link of the list then keeps it. The header search
 * and the list's own links (ListLink) add the area themselves, so this runs only for lists
 * reached from elsewhere (a category menu, a typed URL).
 */
export function ListAreaSync({ areaId }: { areaId?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (areaId) return;
    const stored = storedAreaId();
    if (stored === null) return;
    const url = new URL(window.location.href);
    url.searchParams.set("areaId", stored);
    router.replace(`${url.pathname}?${url.searchParams}`, { scroll: false });
  }, [areaId, router]);
  return null;
}
