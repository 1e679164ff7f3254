"use client";

import { AREA_STORAGE_KEY } from "@souk/contract";
import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";

/**
 * Spec part 3: the product list queries carry the buyer's delivery area from local storage
 * (`areaId`). The cached HTML cannot know it, so a list opened without one is replaced once by
 * the same list with the stored area; every link of the list then keeps it.
 */
export function ListAreaSync({ areaId }: { areaId?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (areaId) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(AREA_STORAGE_KEY);
    } catch {
      return;
    }
    if (!stored || !/^\d{1,12}$/.test(stored)) return;
    const url = new URL(window.location.href);
    url.searchParams.set("areaId", stored);
    router.replace(`${url.pathname}?${url.searchParams}`, { scroll: false });
  }, [areaId, router]);
  return null;
}
