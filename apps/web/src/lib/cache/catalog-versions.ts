import { CATALOG_TAGS, type CatalogTag, type CatalogVersion } from "@souk/contract";

/**
 * The catalog tags whose version moved since the last poll (contract `GET /catalog/version`).
 * With no previous poll (the storefront just started, its cached pages may predate changes made
 * while it was down) every tag counts as changed. Unknown or malformed answers change nothing.
 */
export function changedTags(prev: CatalogVersion | null, next: unknown): CatalogTag[] {
  if (!next || typeof next !== "object") return [];
  const n = next as Record<string, unknown>;
  return CATALOG_TAGS.filter((t) => {
    const v = n[t];
    if (typeof v !== "number" || !Number.isFinite(v)) return false;
    return prev === null || prev[t] !== v;
  });
}

/** The usable part of an answer, for the next comparison (null when malformed). */
export function readVersions(next: unknown): CatalogVersion | null {
  if (!next || typeof next !== "object") return null;
  const n = next as Record<string, unknown>;
  const out: Partial<CatalogVersion> = {};
  for (const t of CATALOG_TAGS) {
    const v = n[t];
    if (typeof v !== "number" || !Number.isFinite(v)) return null;
    out[t] = v;
  }
  return out as CatalogVersion;
}
