import { stems, type Lexicon } from "./lexicon.ts";
import { pinyinQuery } from "./pinyin-match.ts";
import type { SynonymIndex } from "./synonyms.ts";

/**
 * A keyword read the way the buyer meant it (ADR 0036), before any product is read: each word of
 * it becomes a term with one or more alternatives, every term must match, any alternative of a
 * term will do. In this order, per whitespace-separated word:
 *
 * - a synonym of the platform's list adds its other terms (耳机 → 耳麦, earbud);
 * - a word mixing Chinese and pinyin, or pinyin alone, becomes the Chinese it spells (手ji → 手机,
 *   sj → 手机, lanyaerji → 蓝牙耳机) — a Latin word that is (or begins) an English word of the
 *   catalogue stays English;
 * - a Chinese run the catalogue never says becomes the run read the same (蓝芽耳机 → 蓝牙耳机);
 * - an unknown English word becomes its stem (earphones → earphone) or, from 5 letters, the
 *   catalogue word one edit away (bluetoth → bluetooth).
 *
 * The words as typed come first (weight 2) and rank above what they were read as (weight 1).
 * Only alternatives the catalogue says are kept, so a keyword that needs no reading stays one
 * alternative per term — the same query as before.
 */

export interface Alternative {
  /** Search text: Chinese runs and Latin words, as toTsQuery reads them. */
  text: string;
  /** 2 for the words as typed, 1 for what they were read as (relevance). */
  weight: number;
}

export interface Term {
  alternatives: Alternative[];
}

const HAN = /\p{Script=Han}/u;
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const MAX_CHARS = 100;

function push(term: Term, text: string, weight: number): void {
  if (!term.alternatives.some((a) => a.text === text)) term.alternatives.push({ text, weight });
}

/** The synonyms of a Latin word or of one of its inflections. */
function latinSynonyms(word: string, synonyms: SynonymIndex): string[] {
  for (const w of [word, ...stems(word)]) {
    const found = synonyms.get(w);
    if (found) return found;
  }
  return [];
}

function knownText(text: string, lex: Lexicon, shops: boolean): boolean {
  return [...text.matchAll(RUN)].every((m) =>
    HAN.test(m[0]) ? lex.knownHan(m[0], shops) : shops ? true : lex.knownWord(m[0]),
  );
}

function latinTerm(word: string, lex: Lexicon, synonyms: SynonymIndex, shops: boolean): Term {
  const term: Term = { alternatives: [] };
  const q = pinyinQuery(word);
  // Two or more letters without a vowel are pinyin initials (sb, kh, xl) before English
  // abbreviations; a lone letter stays a letter.
  if (word.length > 1 && !/[aeiou]/.test(word)) {
    const chinese = q ? lex.readPinyin(q, { shops }) : null;
    if (chinese) return { alternatives: [{ text: chinese, weight: 1 }] };
  }
  const known = lex.knownWord(word);
  const syn = latinSynonyms(word, synonyms).filter((s) => knownText(s, lex, shops));
  if (known) {
    // A word of the catalogue as typed: its prefix also finds the plural (shoe → shoes), and a
    // plural typed finds its category's products through the category name in their vectors
    // (smartphones); searching the stem too brought in words it begins (fans → fancy).
    push(term, word, 2);
  } else if (syn.length === 0 && /\d/.test(word)) push(term, word, 2);
  for (const s of syn) push(term, s, 1);
  if (term.alternatives.length) return term;
  const chinese = q ? lex.readPinyin(q, { shops }) : null;
  if (chinese) return { alternatives: [{ text: chinese, weight: 1 }] };
  if (shops) return { alternatives: [{ text: word, weight: 2 }] };
  const stem = stems(word).find((s) => lex.knownWord(s));
  if (stem) return { alternatives: [{ text: stem, weight: 1 }] };
  const near = word.length >= 5 ? lex.correctWord(word, 1) : null;
  return { alternatives: [{ text: near ?? word, weight: near ? 1 : 2 }] };
}

function hanTerm(run: string, lex: Lexicon, synonyms: SynonymIndex, shops: boolean, keepUnknown: boolean): Term {
  const term: Term = { alternatives: [] };
  const known = lex.knownHan(run, shops);
  if (known || keepUnknown) push(term, run, 2);
  if (!shops) {
    for (const [from, tos] of synonyms) {
      if (!HAN.test(from) || !run.includes(from)) continue;
      for (const to of tos) {
        const text = HAN.test(to) ? run.replace(from, to) : from === run ? to : null;
        if (text && knownText(text, lex, shops)) push(term, text, 1);
      }
    }
  }
  if (!known) {
    const q = pinyinQuery(run);
    const same = q ? lex.readPinyin(q, { homophones: true, shops }) : null;
    if (same && same !== run) push(term, same, 1);
  }
  if (term.alternatives.length === 0) push(term, run, 2);
  return term;
}

/**
 * The terms of a keyword. `shops`: read against shop names only (shop search). `keepUnknown`:
 * keep a Chinese run the lexicon does not know beside its homophone (a lexicon sampled from part
 * of a large catalogue may miss a rare name).
 */
export function interpret(
  keyword: string,
  lex: Lexicon,
  synonyms: SynonymIndex,
  opts: { shops?: boolean; keepUnknown?: boolean } = {},
): Term[] {
  const shops = opts.shops ?? false;
  const terms: Term[] = [];
  // An apostrophe between letters separates pinyin syllables (xi'an): it is not a word break.
  const text = keyword
    .slice(0, MAX_CHARS)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(?<=[a-z])'(?=[a-z])/g, "");
  const chunks = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // Pinyin typed with spaces (shou ji): read together when no word of it is English.
  const latin = chunks.filter((c) => /^[a-z]+$/.test(c));
  if (chunks.length > 1 && latin.length > 0 && !latin.some((c) => lex.isWord(c))) {
    const q = pinyinQuery(chunks.join(""));
    const chinese = q ? lex.readPinyin(q, { shops }) : null;
    if (chinese) return [{ alternatives: [{ text: chinese, weight: 1 }] }];
  }
  for (const chunk of chunks) {
    const whole = shops ? [] : (synonyms.get(chunk) ?? []).filter((s) => knownText(s, lex, shops));
    if (whole.length && HAN.test(chunk) && !/[a-z0-9]/.test(chunk)) {
      const term = hanTerm(chunk, lex, synonyms, shops, opts.keepUnknown ?? false);
      for (const s of whole) push(term, s, 1);
      terms.push(term);
      continue;
    }
    const mixed = HAN.test(chunk) && /[a-z]/.test(chunk) && !/\d/.test(chunk);
    const q = mixed ? pinyinQuery(chunk) : null;
    const chinese = q ? lex.readPinyin(q, { shops }) : null;
    if (chinese) {
      terms.push({ alternatives: [{ text: chinese, weight: 1 }] });
      continue;
    }
    for (const m of chunk.matchAll(RUN)) {
      const run = m[0];
      if (HAN.test(run)) terms.push(hanTerm(run, lex, synonyms, shops, opts.keepUnknown ?? false));
      else if (/^[a-z]+$/.test(run)) terms.push(latinTerm(run, lex, synonyms, shops));
      else terms.push({ alternatives: [{ text: run, weight: 2 }] });
    }
  }
  return terms;
}

/** One alternative per term: the keyword as one search text (the query as before). */
export function singleText(terms: readonly Term[]): string | null {
  return terms.every((t) => t.alternatives.length === 1) ? terms.map((t) => t.alternatives[0]!.text).join(" ") : null;
}

/**
 * The closest spelling the catalogue knows of a keyword that found nothing, or null: each unknown
 * Chinese run by the names' text one character away, each unknown Latin word of 4+ letters by the
 * catalogue word two edits away.
 */
export function didYouMean(keyword: string, lex: Lexicon, shops = false): string | null {
  let changed = false;
  const text = keyword.slice(0, MAX_CHARS).normalize("NFKC").toLowerCase();
  const out = text.replace(RUN, (run) => {
    let fix: string | null = null;
    if (HAN.test(run)) fix = lex.knownHan(run, shops) ? null : lex.nearHan(run, shops);
    else if (/^[a-z]{4,}$/.test(run) && !lex.knownWord(run)) fix = lex.correctWord(run, 2);
    if (!fix) return run;
    changed = true;
    return fix;
  });
  return changed ? out.trim() : null;
}

/** Every alternative of every term as one term: products matching any of the words. */
export function anyWord(terms: readonly Term[]): Term[] {
  const any: Term = { alternatives: [] };
  for (const t of terms) for (const a of t.alternatives) push(any, a.text, a.weight);
  return terms.length > 1 ? [any] : [];
}

/** The keyword as typed, one alternative per word: the search before keywords were read. */
export function asTyped(keyword: string): Term[] {
  const text = keyword.slice(0, MAX_CHARS).normalize("NFKC").toLowerCase();
  return [...text.matchAll(RUN)].map((m) => ({ alternatives: [{ text: m[0], weight: 2 }] }));
}
