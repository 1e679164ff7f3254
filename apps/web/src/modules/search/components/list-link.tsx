"use client";

import type { ComponentProps } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { intendList, retarget, storedAreaId, withArea } from "@/lib/area/stored-area";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { href: string };

/**
 * A link that changes the /list URL (sort, filter, page). The server-rendered href may lack the
 * buyer's stored delivery area (the cached HTML cannot know it); the click adds it in the same
 * navigation, so the URL — the list's only state — is written once per change and a sort
 * clicked right after a search neither loses the sort nor drops `areaId`. Clicked on
 * the page still shown while a search is on its way, the link's change applies to that search.
 */
export function ListLink({ href, onClick, ...rest }: Props) {
  const router = useRouter();
  return (
    <Link
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        const target = withArea(retarget(href, `${window.location.pathname}${window.location.search}`), storedAreaId());
        intendList(target);
        if (target === href) return;
        e.preventDefault();
        router.push(target, { scroll: rest.scroll ?? true });
      }}
    />
  );
}
