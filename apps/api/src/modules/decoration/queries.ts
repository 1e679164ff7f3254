import type { Database } from "../../infra/db/client.ts";

export interface StoredRenovation {
  renovationId: number;
  shopId: number;
  name: string;
  homeStatus: number;
  /** The decoration content as stored (bilingual texts, product and shop ids). */
  content: unknown;
  /** The shop's status; null for platform pages (shop 0, no shop row). */
  shopStatus: number | null;
}

/** A published decoration by id with its shop's status; undefined when unknown or never published. */
export async function renovationById(db: Database, renovationId: number): Promise<StoredRenovation | undefined> {
  const [row] = await db.query<{
    renovation_id: number;
    shop_id: number;
    name: string;
    home_status: number;
    content: unknown;
    shop_status: number | null;
  }>(
    `select r.renovation_id, r.shop_id, r.name, r.home_status, r.content, s.status as shop_status
     from renovations r left join shops s on s.shop_id = r.shop_id
     where r.renovation_id = $1 and r.published`,
    [renovationId],
  );
  if (!row) return undefined;
  return {
    renovationId: row.renovation_id,
    shopId: row.shop_id,
    name: row.name,
    homeStatus: row.home_status,
    content: typeof row.content === "string" ? JSON.parse(row.content) : row.content,
    shopStatus: row.shop_status,
  };
}

/** The id of the open shop's published home decoration (the newest), or undefined. */
export async function shopHomeRenovationId(db: Database, shopId: number): Promise<number | undefined> {
  const [row] = await db.query<{ renovation_id: number }>(
    `select r.renovation_id from renovations r join shops s on s.shop_id = r.shop_id and s.status = 1
     where r.shop_id = $1 and r.renovation_type = 1 and r.home_status = 1 and r.published
     order by r.updated_at desc, r.renovation_id desc limit 1`,
    [shopId],
  );
  return row?.renovation_id;
}
