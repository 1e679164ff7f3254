import type { DecorationLink } from "@souk/contract";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { resolveDecorationLink } from "../lib/link";

/**
 * Wraps decoration content in its link (resolveDecorationLink: types 1–6). An unusable link
 * renders the content without one. External URLs get rel="noopener noreferrer".
 */
export function DecorationAnchor({
  link,
  className,
  label,
  children,
  testId,
  style,
  current,
}: {
  link: unknown;
  className?: string;
  style?: CSSProperties;
  /** The page being viewed (aria-current="page"). */
  current?: boolean;
  /** Accessible name when the content is only an image. */
  label?: string;
  children: ReactNode;
  testId?: string;
}) {
  const r = resolveDecorationLink(link as DecorationLink);
  if (!r)
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  // Absent props are left out: each would be embedded as "$undefined" in the page's data for
  // the client Link (a home page has dozens of these links; ADR 0030-page-weight).
  const common = definedProps({
    className,
    style,
    "aria-label": label || undefined,
    "data-testid": testId,
    "aria-current": current ? ("page" as const) : undefined,
    "data-link-type": String((link as DecorationLink).type),
  });
  if (r.external) {
    return (
      <a href={r.href} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
      </a>
    );
  }
  return (
    <Link href={r.href} {...common} {...(r.newTab ? { target: "_blank", prefetch: false } : {})}>
      {children}
    </Link>
  );
}

function definedProps<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as T;
}
