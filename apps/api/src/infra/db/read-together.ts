import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "./client.ts";

/**
 * One read of several that reach the database as ONE statement (`readTogether`): a complete
 * SELECT whose columns carry the names `decode` reads (`select user_id as "userId" …`), and the
 * decoder of its rows as JSON — timestamps arrive as ISO text, jsonb and arrays as values. The
 * module that owns the table writes its part; the caller only puts parts together.
 */
export interface ReadPart<T> {
  sql: SQL;
  decode(rows: readonly Record<string, unknown>[]): T;
}

type Answers<P extends readonly ReadPart<unknown>[]> = { [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never };

/**
 * Runs independent reads as one statement, each part a scalar subquery aggregated to a JSON
 * array, and answers each part's decoded rows in order. A request that needs five small facts
 * pays one round trip and one statement instead of five (on PGlite each statement costs several
 * protocol exchanges; on PostgreSQL a wake-up of its backend): ADR 0031-submit-path, follow-up 3.
 * The parts see one snapshot. A part's ORDER BY is kept (PostgreSQL aggregates a sorted
 * subquery's rows in that order).
 */
export async function readTogether<const P extends readonly ReadPart<unknown>[]>(
  db: Tx,
  parts: P,
): Promise<Answers<P>> {
  const columns = parts.map(
    (p, i) => sql`(select coalesce(json_agg(r), '[]'::json) from (${p.sql}) r) as ${sql.raw(`p${i}`)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return parts.map((p, i) => {
    const raw = row![`p${i}`];
    return p.decode((typeof raw === "string" ? JSON.parse(raw) : raw) as Record<string, unknown>[]);
  }) as Answers<P>;
}

/** A timestamp column of a part's JSON row (ISO text) as a Date; null stays null. */
export function jsonDate(v: unknown): Date | null {
  return v === null || v === undefined ? null : new Date(v as string);
}
