import { and, asc, desc, eq, ilike, max, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { renovations, renovationVersions, shopStaff } from "../../infra/db/schema/index.ts";

/*
 * The editor's reads and writes of decorations (ADR 0050). Every query is scoped to an owner:
 * shopId 0 for the platform, the shop's id otherwise; a page of another owner is "not found".
 */

/** An ILIKE pattern matching names that contain `fragment` literally (% and _ are not wildcards). */
export const containing = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The PC renovation type: the only one the editor decorates. */
const PC = 1;

const latest = renovationVersions;

/** The columns every editor view of a page shows. */
const pageColumns = {
  renovationId: renovations.renovationId,
  shopId: renovations.shopId,
  name: renovations.name,
  homeStatus: renovations.homeStatus,
  published: renovations.published,
  draftRevision: renovations.draftRevision,
  updatedAt: renovations.updatedAt,
  updatedByName: sql<string | null>`nullif(coalesce(nullif(${shopStaff.name}, ''), ${shopStaff.userName}), '')`,
  publishedVersion: sql<
    number | null
  >`(select max(v.version) from renovation_versions v where v.renovation_id = ${renovations.renovationId})`,
  publishedAt: sql<
    Date | string | null
  >`(select v.published_at from renovation_versions v where v.renovation_id = ${renovations.renovationId} order by v.version desc limit 1)`,
};
export interface PageRow {
  renovationId: number;
  shopId: number;
  name: string;
  homeStatus: number;
  published: boolean;
  draftRevision: number;
  updatedAt: Date;
  updatedByName: string | null;
  publishedVersion: number | null;
  publishedAt: Date | string | null;
}

export interface PageFilter {
  kind?: "home" | "micro";
  name?: string;
}

function ownerPages(shopId: number, f: PageFilter = {}): SQL {
  const conds = [eq(renovations.shopId, shopId), eq(renovations.renovationType, PC)];
  if (f.kind) conds.push(eq(renovations.homeStatus, f.kind === "home" ? 1 : 0));
  if (f.name) conds.push(ilike(renovations.name, containing(f.name)));
  return and(...conds)!;
}

/** The owner's home page id (the newest if several), or undefined. */
export async function homePageId(db: Tx, shopId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: renovations.renovationId })
    .from(renovations)
    .where(and(ownerPages(shopId, { kind: "home" })))
    .orderBy(desc(renovations.updatedAt), desc(renovations.renovationId))
    .limit(1);
  return row?.id;
}

/** A page the buyers do not see yet (a new home page, a new micro page), with an empty draft. */
export async function insertPage(
  db: Tx,
  v: { shopId: number; name: string; home: boolean; staffId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(renovations)
    .values({
      shopId: v.shopId,
      renovationType: PC,
      name: v.name,
      homeStatus: v.home ? 1 : 0,
      content: [],
      published: false,
      draft: [],
      updatedBy: v.staffId,
    })
    .returning({ id: renovations.renovationId });
  return row!.id;
}

/** One page of the owner's pages: the home page first, then the last changed. */
export async function pagePage(db: Tx, shopId: number, f: PageFilter, limit: number, offset: number) {
  const where = ownerPages(shopId, f);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(renovations)
    .where(where);
  const rows = await db
    .select(pageColumns)
    .from(renovations)
    .leftJoin(shopStaff, eq(shopStaff.staffId, renovations.updatedBy))
    .where(where)
    .orderBy(desc(renovations.homeStatus), desc(renovations.updatedAt), desc(renovations.renovationId))
    .limit(limit)
    .offset(offset);
  return { rows: rows as PageRow[], total: Number(count?.n ?? 0) };
}

/** A page of the owner with its draft (the published blocks when it has no draft of its own). */
export async function pageOf(db: Tx, shopId: number, renovationId: number) {
  const [row] = await db
    .select({ ...pageColumns, blocks: sql<unknown>`coalesce(${renovations.draft}, ${renovations.content})` })
    .from(renovations)
    .leftJoin(shopStaff, eq(shopStaff.staffId, renovations.updatedBy))
    .where(and(ownerPages(shopId), eq(renovations.renovationId, renovationId)))
    .limit(1);
  if (!row) return undefined;
  const blocks = typeof row.blocks === "string" ? (JSON.parse(row.blocks) as unknown) : row.blocks;
  return { ...(row as PageRow), blocks: Array.isArray(blocks) ? (blocks as unknown[]) : [] };
}

export async function nameTaken(db: Tx, shopId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: renovations.renovationId })
    .from(renovations)
    .where(and(ownerPages(shopId), sql`lower(${renovations.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function rename(db: Tx, renovationId: number, name: string, staffId: number): Promise<void> {
  await db
    .update(renovations)
    .set({ name, updatedBy: staffId, updatedAt: sql`now()` })
    .where(eq(renovations.renovationId, renovationId));
}

export async function deletePage(db: Tx, renovationId: number): Promise<void> {
  await db.delete(renovations).where(eq(renovations.renovationId, renovationId));
}

/**
 * Saves the draft if the page is still at `baseRevision`; answers the new revision and time, or
 * undefined when someone changed it meanwhile (the caller then reads who and when).
 */
export async function saveDraft(
  db: Tx,
  renovationId: number,
  baseRevision: number,
  blocks: unknown[],
  staffId: number,
): Promise<{ draftRevision: number; updatedAt: Date } | undefined> {
  const [row] = await db
    .update(renovations)
    .set({
      draft: blocks,
      draftRevision: sql`${renovations.draftRevision} + 1`,
      updatedBy: staffId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(renovations.renovationId, renovationId), eq(renovations.draftRevision, baseRevision)))
    .returning({ draftRevision: renovations.draftRevision, updatedAt: renovations.updatedAt });
  return row;
}

/**
 * Publishes `blocks` as the next version if the page is still at `baseRevision`: the version is
 * kept, the page's live content and draft become these blocks. Undefined when the page changed.
 */
export async function publish(
  db: Tx,
  renovationId: number,
  baseRevision: number,
  blocks: unknown[],
  staffId: number,
): Promise<{ version: number; publishedAt: Date; draftRevision: number } | undefined> {
  const [page] = await db
    .update(renovations)
    .set({
      content: blocks,
      draft: null,
      published: true,
      draftRevision: sql`${renovations.draftRevision} + 1`,
      updatedBy: staffId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(renovations.renovationId, renovationId), eq(renovations.draftRevision, baseRevision)))
    .returning({ draftRevision: renovations.draftRevision, updatedAt: renovations.updatedAt });
  if (!page) return undefined;
  // The page row is locked by the update above, so two publishes cannot take the same number.
  const [last] = await db
    .select({ v: max(renovationVersions.version) })
    .from(renovationVersions)
    .where(eq(renovationVersions.renovationId, renovationId));
  const version = Number(last?.v ?? 0) + 1;
  await db
    .insert(renovationVersions)
    .values({ renovationId, version, blocks, publishedAt: page.updatedAt, publishedBy: staffId });
  return { version, publishedAt: page.updatedAt, draftRevision: page.draftRevision };
}

/** One page of a page's versions, newest first. */
export async function versionPage(db: Tx, renovationId: number, limit: number, offset: number) {
  const where = eq(latest.renovationId, renovationId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(latest)
    .where(where);
  const rows = await db
    .select({
      version: latest.version,
      publishedAt: latest.publishedAt,
      publishedBy: sql<string | null>`nullif(coalesce(nullif(${shopStaff.name}, ''), ${shopStaff.userName}), '')`,
      blockCount: sql<number>`jsonb_array_length(${latest.blocks})::int`,
    })
    .from(latest)
    .leftJoin(shopStaff, eq(shopStaff.staffId, latest.publishedBy))
    .where(where)
    .orderBy(desc(latest.version))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function versionBlocks(db: Tx, renovationId: number, version: number): Promise<unknown[] | undefined> {
  const [row] = await db
    .select({ blocks: latest.blocks })
    .from(latest)
    .where(and(eq(latest.renovationId, renovationId), eq(latest.version, version)))
    .orderBy(asc(latest.version))
    .limit(1);
  if (!row) return undefined;
  const blocks = typeof row.blocks === "string" ? (JSON.parse(row.blocks) as unknown) : row.blocks;
  return Array.isArray(blocks) ? blocks : [];
}
