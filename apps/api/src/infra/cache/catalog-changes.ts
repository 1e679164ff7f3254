import { CATALOG_TAGS, type CatalogTag } from "@souk/contract";

/**
 * Who caches data derived from the catalog registers here, once, for the cache tags it depends on
 * (products, shops, notices, home); `changed(tags)` drops every such cache of this process. The
 * catalog-events module calls it on every version bump, so a new cache never needs that module to
 * know about it. Other API processes' caches expire by their TTL.
 */
export class CatalogChanges {
  private readonly listeners: { tags: ReadonlySet<CatalogTag>; drop: () => void }[] = [];

  /** `drop` runs whenever one of `tags` changes. */
  on(tags: readonly CatalogTag[], drop: () => void): void {
    this.listeners.push({ tags: new Set(tags), drop });
  }

  /** Drops the caches of the given tags (all tags when none are named). */
  changed(tags: readonly CatalogTag[] = CATALOG_TAGS): void {
    for (const l of this.listeners) if (tags.some((t) => l.tags.has(t))) l.drop();
  }
}
