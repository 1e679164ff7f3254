/**
 * Search-hit highlighting and keyword analysis shared by product and shop search.
 *
 * `highlight(text, terms)` returns HTML: the text escaped (& < > " ') with every occurrence of a
 * term wrapped in `<em>…</em>`. Terms match case-insensitively; overlapping or adjacent matches
 * merge into one `<em>`. The result is safe to render as HTML whatever the text contains.
 */

const HAN = /\p{Script=Han}/u;
/** Same run split as tokenize.ts: Han runs, or runs of other letters/digits. */
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const PIECE = /\p{N}+|\p{L}+/gu;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** `%`, `_` and `\` escaped for a LIKE pattern (PostgreSQL's default escape character is `\`). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface KeywordParts {
  /** Han runs of the keyword ("蓝牙耳机"), for the exact-substring recheck. */
  hanRuns: string[];
  /** Other letter/digit runs, lowercased ("iphone15"). */
  words: string[];
  /** Everything worth highlighting: Han runs, words, and the letter/digit pieces of mixed words. */
  terms: string[];
}

/** Splits a keyword the way tokenize.ts does (NFKC, lowercase), capped like toTsQuery (100 chars). */
export function keywordParts(keyword: string): KeywordParts {
  const hanRuns: string[] = [];
  const words: string[] = [];
  const terms = new Set<string>();
  for (const m of keyword.slice(0, 100).normalize("NFKC").toLowerCase().matchAll(RUN)) {
    const run = m[0];
    terms.add(run);
    if (HAN.test(String.fromCodePoint(run.codePointAt(0) ?? 0))) {
      if (!hanRuns.includes(run)) hanRuns.push(run);
    } else {
      if (!words.includes(run)) words.push(run);
      const pieces = run.match(PIECE) ?? [];
      if (pieces.length > 1) for (const p of pieces) terms.add(p);
    }
  }
  return { hanRuns, words, terms: [...terms] };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function highlight(text: string, terms: readonly string[]): string {
  const usable = terms.filter((t) => t.length > 0);
  if (usable.length === 0 || !text) return escapeHtml(text);
  // Longest first, so "iphone15" wins over "iphone" at the same position.
  const pattern = new RegExp(
    [...usable]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "giu",
  );
  const ranges: [number, number][] = [];
  for (const m of text.normalize("NFC").matchAll(pattern)) {
    if (m[0].length === 0) continue;
    const start = m.index;
    const end = start + m[0].length;
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  const source = text.normalize("NFC");
  let out = "";
  let at = 0;
  for (const [start, end] of ranges) {
    out += escapeHtml(source.slice(at, start)) + "<em>" + escapeHtml(source.slice(start, end)) + "</em>";
    at = end;
  }
  return out + escapeHtml(source.slice(at));
}
