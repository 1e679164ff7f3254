import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { hotSearches } from "../../infra/db/schema/index.ts";

/** Active hot-search words of a shop (0 = platform): by seq (bySeq) or by id. */
export function activeHotSearches(db: Db, shopId: number, limit: number, bySeq: boolean) {
  return db
    .select()
    .from(hotSearches)
    .where(and(eq(hotSearches.shopId, shopId), eq(hotSearches.status, 1)))
    .orderBy(...(bySeq ? [asc(hotSearches.seq), asc(hotSearches.hotSearchId)] : [asc(hotSearches.hotSearchId)]))
    .limit(limit);
}
