/**
 * How many products a keyword can match at most, from the lexeme statistics PostgreSQL keeps for
 * the search vectors (pg_stats.most_common_elems of products.search_vector): the search uses it to
 * choose its plan before reading any product — a selective term sorts its few hits at
 * once, a common one walks its sort's index. An estimate steers speed only, never the answer.
 */

/** The statistics row (product-query.ts termStatsStatement). */
export interface TermStatsRow {
  elems: string[] | null;
  freqs: number[] | null;
  rows: number | string | null;
}

export interface TermStats {
  /** Share of products carrying each common lexeme. */
  share: Map<string, number>;
  /** A lexeme not listed is carried by fewer products than the least common one listed. */
  unlisted: number;
  rows: number;
}

/** null when the table was never analyzed (no lexeme statistics: nothing can be estimated). */
export function toTermStats(row: TermStatsRow | undefined): TermStats | null {
  const rows = Number(row?.rows ?? -1);
  if (!row?.elems?.length || !row.freqs || rows <= 0) return null;
  const elems = row.elems;
  const share = new Map<string, number>();
  elems.forEach((e, i) => share.set(e, Number(row.freqs![i])));
  // After the per-lexeme shares come the smallest and the largest (ts_typanalyze).
  const unlisted = Number(row.freqs[elems.length] ?? Math.min(...share.values()));
  return { share, unlisted, rows };
}

/**
 * An upper bound of the products matching a tsquery of plain lexemes joined by `&` (toTsQuery of
 * Han text: 蓝牙 & 牙耳 & 耳机): every product must carry each lexeme, so at most as many as carry
 * the rarest. null for anything else (prefix words `pho:*`, alternatives), which a lexeme list
 * cannot bound.
 */
export function hitBound(stats: TermStats | null, tsQuery: string): number | null {
  if (!stats) return null;
  const lexemes = tsQuery.split(" & ");
  if (lexemes.some((l) => !/^[\p{L}\p{N}]+$/u.test(l))) return null;
  const rarest = Math.min(...lexemes.map((l) => stats.share.get(l) ?? stats.unlisted));
  return Math.ceil(rarest * stats.rows);
}
