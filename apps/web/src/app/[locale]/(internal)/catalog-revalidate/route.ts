import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { ALL_CATALOG_CACHE_TAGS } from "@/lib/api/endpoints/catalog-tags";
import { SECRET_HEADER, syncSecret } from "@/lib/cache/catalog-sync";

function sameSecret(given: string | null): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(syncSecret());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /catalog-revalidate {tags: ["products", …], expire?: true} with the sync secret: marks the
 * cached pages built from those catalog tags stale (stale-while-revalidate), or with `expire`
 * drops them outright so the next visitor waits for a fresh render — what the sync asks for on its
 * first poll, when pages on disk may come from an earlier life of the server and any data.
 * Called by the catalog sync of this process, or by operators with CATALOG_SYNC_SECRET.
 */
export async function POST(request: Request) {
  if (!sameSecret(request.headers.get(SECRET_HEADER))) return Response.json({ ok: false }, { status: 403 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ ok: false }, { status: 400 });
  }
  const tags = (body as { tags?: unknown })?.tags;
  const expire = (body as { expire?: unknown })?.expire === true;
  if (!Array.isArray(tags)) return Response.json({ ok: false }, { status: 400 });
  const known = new Set<string>(ALL_CATALOG_CACHE_TAGS);
  const done = tags.map((t) => `catalog:${String(t)}`).filter((t) => known.has(t));
  for (const t of done) revalidateTag(t, expire ? { expire: 0 } : "max");
  return Response.json({ ok: true, revalidated: done });
}
