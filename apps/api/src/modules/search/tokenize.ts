/**
 * App-side segmentation for Chinese full-text search (ADR 0002).
 *
 * PostgreSQL's `simple` parser makes one token of a whole Han run ("旗舰手机"), so a
 * search for "手机" would never match, and neither PGlite nor Debian's PostgreSQL ships
 * a Chinese parser. We therefore segment in the app and hand PostgreSQL space-separated
 * tokens that the `simple` parser keeps as they are:
 *
 * - a Han run becomes its overlapping bigrams ("华为手机" → 华为 为手 手机); a lone Han
 *   character stays a unigram;
 * - a run of other letters/digits becomes one lowercased word ("iPhone15" → iphone15);
 *   when it mixes letters and digits its letter/digit pieces are added too
 *   ("iphone15" → iphone15 iphone 15), so "iPhone 15" and "iPhone15" find each other;
 * - prefixes are never stored: queries use `word:*` prefix matching instead.
 *
 * Documents (`searchText`) additionally carry one unigram per Han character, so a
 * one-character query (鞋, 包, 书 — common in a mall) matches "运动鞋" too.
 * Queries (`toTsQuery`) use bigrams only (for 2+ characters), which is precise.
 */

const HAN = /\p{Script=Han}/u;
/** Han runs, or runs of any other letters/digits. Everything else separates. */
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
/** Letter/digit boundaries inside a non-Han word run. */
const PIECE = /\p{N}+|\p{L}+/gu;

/** Caps keep a hostile or pasted query from producing a huge tsquery. */
const MAX_QUERY_CHARS = 100;
const MAX_QUERY_TERMS = 32;

interface Run {
  han: boolean;
  text: string;
}

function runs(text: string): Run[] {
  const normalized = text.normalize("NFKC").toLowerCase();
  const out: Run[] = [];
  for (const m of normalized.matchAll(RUN)) {
    const t = m[0];
    // Test the first code point, not code unit: CJK extension B+ characters are surrogate pairs.
    out.push({ han: HAN.test(String.fromCodePoint(t.codePointAt(0) ?? 0)), text: t });
  }
  return out;
}

function bigrams(han: string): string[] {
  const chars = Array.from(han);
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Letter/digit pieces of a word that mixes both ("rtx4060" → rtx, 4060); empty otherwise. */
function pieces(word: string): string[] {
  const p = word.match(PIECE) ?? [];
  return p.length > 1 ? p : [];
}

/**
 * The tokens of a text: Han bigrams (a lone Han char as a unigram), lowercased words,
 * and the letter/digit pieces of mixed words. In text order, duplicates kept.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const r of runs(text)) {
    if (r.han) out.push(...bigrams(r.text));
    else out.push(r.text, ...pieces(r.text));
  }
  return out;
}

/**
 * The source text of a document's tsvector: `to_tsvector('simple', searchText(...))`.
 * Tokens of every part, plus a unigram for each Han character of longer runs.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const r of runs(part)) {
      if (!r.han) {
        out.push(r.text, ...pieces(r.text));
        continue;
      }
      const chars = Array.from(r.text);
      out.push(...bigrams(r.text));
      if (chars.length > 1) out.push(...chars);
    }
  }
  return out.join(" ");
}

/**
 * A `to_tsquery('simple', …)` string for what a buyer typed, or null when it holds no
 * searchable characters. Every term must match (AND):
 * - Han runs: all their bigrams (a lone character matches its unigram);
 * - words: prefix match (`phone:*` finds "phones"); a mixed word also matches its pieces
 *   in separate tokens: `(iphone15:* | iphone & 15:*)`.
 * Tokens contain only letters and digits, so nothing needs quoting.
 */
export function toTsQuery(query: string): string | null {
  const terms: string[] = [];
  const seen = new Set<string>();
  const add = (t: string) => {
    if (!seen.has(t) && terms.length < MAX_QUERY_TERMS) {
      seen.add(t);
      terms.push(t);
    }
  };
  for (const r of runs(query.slice(0, MAX_QUERY_CHARS))) {
    if (r.han) {
      for (const g of bigrams(r.text)) add(g);
      continue;
    }
    const p = pieces(r.text);
    if (p.length === 0) add(`${r.text}:*`);
    else add(`(${r.text}:* | ${p.slice(0, -1).join(" & ")} & ${p.at(-1)}:*)`);
  }
  return terms.length ? terms.join(" & ") : null;
}
