import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { notices, renovations } from "../../infra/db/schema/index.ts";

/** Published (status 1, inside the publish window) top notices of a shop (0 = platform), newest first. */
export function topNotices(db: Db, shopId: number, now: Date, limit: number) {
  return db
    .select({ id: notices.id, titleZh: notices.titleZh, titleEn: notices.titleEn })
    .from(notices)
    .where(
      and(
        eq(notices.shopId, shopId),
        eq(notices.status, 1),
        eq(notices.isTop, true),
        lte(notices.publishedAt, now),
        or(isNull(notices.unpublishAt), gt(notices.unpublishAt, now)),
      ),
    )
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(limit);
}

/** The published home decoration of the platform (shop 0) for a renovation type, newest if several (one never published: none). */
export function homeRenovation(db: Db, renovationType: number) {
  return db
    .select({
      renovationId: renovations.renovationId,
      homeStatus: renovations.homeStatus,
      content: renovations.content,
    })
    .from(renovations)
    .where(
      and(
        eq(renovations.shopId, 0),
        eq(renovations.renovationType, renovationType),
        eq(renovations.homeStatus, 1),
        eq(renovations.published, true),
      ),
    )
    .orderBy(desc(renovations.updatedAt), desc(renovations.renovationId))
    .limit(1);
}
