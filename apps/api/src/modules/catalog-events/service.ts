import { CATALOG_TAGS, type CatalogTag, type CatalogVersion } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { nowMs } from "../../infra/time.ts";

/**
 * Catalog events: one version per cache tag (products, shops, notices, home), stored in
 * sys_configs under CATALOG_VERSION_KEY. The storefront caches catalog pages by tag and polls
 * `GET /catalog/version` (contract: CatalogVersion) to revalidate the tags that changed.
 *
 * Whoever changes data shown on cached catalog pages calls `bumpCatalogVersion` after the write
 * commits (today the seed; later the merchant and platform APIs). A bump is one atomic UPSERT on
 * one row, so concurrent bumps from several API processes never lose an increment. Versions only
 * grow: the new value is max(old + 1, now in ms), so they also keep growing after a re-seed
 * empties sys_configs.
 */
export const CATALOG_VERSION_KEY = "catalog.version";

/** The UPSERT of a bump, for callers that hold their own connection (the seed's transaction). */
export function bumpStatement(tags: readonly CatalogTag[], atMs: number): { text: string; params: unknown[] } {
  const initial = Object.fromEntries(CATALOG_TAGS.map((t) => [t, atMs]));
  return {
    text: `insert into sys_configs (key, value, updated_at) values ($1, $2::jsonb, now())
      on conflict (key) do update set
        value = sys_configs.value || (
          select jsonb_object_agg(t, greatest(coalesce((sys_configs.value->>t)::bigint, 0) + 1, $3::bigint))
          from unnest($4::text[]) as t
        ),
        updated_at = now()
      returning value`,
    params: [CATALOG_VERSION_KEY, JSON.stringify(initial), atMs, [...tags]],
  };
}

function normalize(value: unknown): CatalogVersion {
  const v = (typeof value === "string" ? JSON.parse(value) : value) as Partial<Record<CatalogTag, unknown>> | null;
  return Object.fromEntries(CATALOG_TAGS.map((t) => [t, Number(v?.[t] ?? 0) || 0])) as CatalogVersion;
}

/**
 * Marks tags as changed: bumps their versions and drops this process's in-memory caches of
 * them (every cache registered on ctx.catalogChanges: search facets, home and shop decorations). Other API processes' caches expire by TTL (≤ 60 s).
 */
export async function bumpCatalogVersion(ctx: AppContext, ...tags: CatalogTag[]): Promise<CatalogVersion> {
  const s = bumpStatement(tags.length ? tags : CATALOG_TAGS, nowMs(ctx));
  const [row] = await ctx.database.query<{ value: unknown }>(s.text, s.params);
  ctx.catalogChanges.changed(tags.length ? tags : CATALOG_TAGS);
  return normalize(row?.value);
}

/** Current versions; 0 for a tag never bumped. */
export async function catalogVersion(ctx: AppContext): Promise<CatalogVersion> {
  const [row] = await ctx.database.query<{ value: unknown }>("select value from sys_configs where key = $1", [
    CATALOG_VERSION_KEY,
  ]);
  return normalize(row?.value);
}
