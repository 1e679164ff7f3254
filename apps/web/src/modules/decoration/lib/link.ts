import type { DecorationLink } from "@souk/contract";

/** Where a decoration link goes: an href and whether it opens in a new tab. */
export interface ResolvedLink {
  href: string;
  /** Opens in a new tab (product detail, external URLs). */
  newTab: boolean;
  /** Leaves the mall (type 6 with an http(s) URL): rel="noopener noreferrer". */
  external: boolean;
}

/** A positive integer id from a link value (number or digits); null otherwise. */
function idOf(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v === "string" && /^\d{1,15}$/.test(v.trim())) {
    const n = Number(v.trim());
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  }
  return null;
}

/** The first element of an array link, or the value itself. */
function scalar(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * An internal path: starts with one "/" (not "//", which is protocol-relative, nor "/\", which
 * browsers treat alike) and has no control characters. A missing leading slash is added.
 */
function internalPath(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (!s || [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return null; // a scheme: not a path
  const path = s.startsWith("/") ? s : `/${s}`;
  if (path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
}

function externalUrl(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (!/^https?:\/\//i.test(s)) return null;
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

const sameTab = (href: string): ResolvedLink => ({ href, newTab: false, external: false });

/**
 * The one place decoration links (spec part 2, contract `DecorationLink`) become hrefs:
 * 1 product detail (new tab); 2 product list by up to three category ids, or — with shopId —
 * the shop index of that shop category; 3 shop index (when the id is not empty); 4 internal path;
 * 5 micro-page (/select-decorate); 6 internal path (same tab) or external http(s) URL (new tab).
 * Anything unusable (unknown type, empty or malformed value, javascript: URLs) gives null, and
 * the block renders its content without a link.
 */
export function resolveDecorationLink(link: DecorationLink | null | undefined): ResolvedLink | null {
  if (!link || typeof link !== "object") return null;
  switch (Number(link.type)) {
    case 1: {
      const id = idOf(scalar(link.link));
      return id ? { href: `/detail/${id}`, newTab: true, external: false } : null;
    }
    case 2: {
      const shopId = idOf(link.shopId);
      if (shopId) {
        const cid = idOf(scalar(link.link));
        return sameTab(cid ? `/shopIndex?sid=${shopId}&cid=${cid}` : `/shopIndex?sid=${shopId}`);
      }
      const ids = (Array.isArray(link.link) ? link.link : [link.link]).slice(0, 3).map(idOf);
      const q = new URLSearchParams();
      // A lower level without its parent still narrows the list: each given id restricts on its own.
      (["cpid", "cid", "thCid"] as const).forEach((k, i) => {
        const id = ids[i];
        if (id) q.set(k, String(id));
      });
      return q.size > 0 ? sameTab(`/list?${q}`) : null;
    }
    case 3: {
      const id = idOf(scalar(link.link));
      return id ? sameTab(`/shopIndex?sid=${id}`) : null;
    }
    case 4: {
      const path = internalPath(scalar(link.link));
      return path ? sameTab(path) : null;
    }
    case 5: {
      const renovationId = idOf(scalar(link.link));
      if (!renovationId) return null;
      const q = new URLSearchParams({ renovationId: String(renovationId) });
      const sid = idOf(link.shopId);
      if (sid) q.set("sid", String(sid));
      return sameTab(`/select-decorate?${q}`);
    }
    case 6: {
      const v = scalar(link.link);
      const url = externalUrl(v);
      if (url) return { href: url, newTab: true, external: true };
      const path = internalPath(v);
      return path ? sameTab(path) : null;
    }
    default:
      return null;
  }
}
