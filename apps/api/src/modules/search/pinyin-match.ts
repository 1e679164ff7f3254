import { pinyin } from "pinyin-pro";

/**
 * Matching what a buyer typed against Chinese names by their pinyin (ADR 0036). Pinyin is
 * tone-less and typed without spaces: a Latin run of the query is read syllable by syllable
 * against the name's characters, each character matched by its full syllable (`shou`), its
 * initial (`s`, or `sh`/`zh`/`ch`), or — at the end of a completion — any prefix of its syllable.
 * Han characters of the query match themselves, or (homophone mode) a character read the same.
 * So `shouji`, `sj`, `手ji`, `shouj` and `蓝牙ej` all match 蓝牙耳机 / 手机 where they should.
 */

const HAN = /\p{Script=Han}/u;

/** Tone-less pinyin per character (pinyin-pro reads polyphones in context); "" for non-Han. */
export function charPinyins(text: string): string[] {
  const chars = Array.from(text);
  const py = pinyin(text, { toneType: "none", type: "array", v: true });
  // pinyin-pro answers one item per character; anything else (it never should) falls back per char.
  if (py.length !== chars.length)
    return chars.map((c) => (HAN.test(c) ? pinyin(c, { toneType: "none", v: true }) : ""));
  return chars.map((c, i) => (HAN.test(c) ? py[i]!.toLowerCase() : ""));
}

/** A name of the lexicon as the matcher reads it. */
export interface PinyinText {
  chars: string[];
  py: string[];
}

export function pinyinText(text: string): PinyinText {
  return { chars: Array.from(text), py: charPinyins(text) };
}

/** One symbol of a query: a Han character (with its reading) or a Latin letter. */
interface Sym {
  han: boolean;
  ch: string;
  py: string;
}

/** A query prepared for matching: Han characters and lowercase Latin letters, nothing else. */
export interface PinyinQuery {
  syms: Sym[];
  /** For each position, the Latin letters from there to the next Han character. */
  latinFrom: string[];
  /** Whether the query holds any Latin letter (a pinyin part). */
  hasLatin: boolean;
}

/** null when the text holds anything but Han characters and Latin letters (digits, other scripts). */
export function pinyinQuery(text: string): PinyinQuery | null {
  const t = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s']+/g, "");
  if (!t || !/^(?:\p{Script=Han}|[a-z])+$/u.test(t)) return null;
  const chars = Array.from(t);
  const py = charPinyins(t);
  const syms = chars.map((ch, i) => ({ han: HAN.test(ch), ch, py: py[i]! }));
  const latinFrom = syms.map((_, i) => {
    let s = "";
    for (let j = i; j < syms.length && !syms[j]!.han; j++) s += syms[j]!.ch;
    return s;
  });
  return { syms, latinFrom, hasLatin: syms.some((s) => !s.han) };
}

export interface MatchOptions {
  /** The last Latin letters may be the start of a syllable (completions as the buyer types). */
  prefix?: boolean;
  /** A Han character of the query also matches a character read the same (蓝芽 → 蓝牙). */
  homophones?: boolean;
}

/** Where a query matched inside a name: characters [start, end) and how. */
export interface PinyinMatch {
  start: number;
  end: number;
  /** Characters matched by a homophone rather than themselves. */
  homophones: number;
  /** Characters matched by an initial (or a syllable's prefix) rather than a full syllable. */
  initials: number;
}

const TWO_LETTER_INITIALS = ["zh", "ch", "sh"];

/** Every way the whole query matches the name starting at character `start`. */
function matchFrom(q: PinyinQuery, t: PinyinText, start: number, opts: MatchOptions): PinyinMatch[] {
  const out: PinyinMatch[] = [];
  const walk = (qi: number, ei: number, homophones: number, initials: number) => {
    if (qi === q.syms.length) {
      if (ei > start) out.push({ start, end: ei, homophones, initials });
      return;
    }
    if (ei === t.chars.length) return;
    const s = q.syms[qi]!;
    const py = t.py[ei]!;
    if (s.han) {
      if (s.ch === t.chars[ei]) walk(qi + 1, ei + 1, homophones, initials);
      else if (opts.homophones && py && s.py === py) walk(qi + 1, ei + 1, homophones + 1, initials);
      return;
    }
    if (!py) return;
    const latin = q.latinFrom[qi]!;
    if (latin.startsWith(py)) walk(qi + py.length, ei + 1, homophones, initials);
    const two = TWO_LETTER_INITIALS.find((i) => py.startsWith(i) && latin.startsWith(i));
    if (two && py !== two) walk(qi + 2, ei + 1, homophones, initials + 1);
    if (latin[0] === py[0] && py.length > 1) walk(qi + 1, ei + 1, homophones, initials + 1);
    // A syllable being typed: only as the query's very end.
    const atEnd = qi + latin.length === q.syms.length;
    if (opts.prefix && atEnd && latin.length > 1 && py.length > latin.length && py.startsWith(latin)) {
      out.push({ start, end: ei + 1, homophones, initials: initials + 1 });
    }
  };
  walk(0, start, 0, 0);
  return out;
}

/** Matches of the query in the name: anywhere in it, or only from its first character (`anchored`). */
export function pinyinMatches(q: PinyinQuery, t: PinyinText, opts: MatchOptions & { anchored?: boolean } = {}) {
  const first = q.syms[0]!;
  const out: PinyinMatch[] = [];
  const last = opts.anchored ? 1 : t.chars.length;
  for (let i = 0; i < last && i < t.chars.length; i++) {
    // Cheap rejection before walking: the first character or the first letter must fit.
    if (first.han ? first.ch !== t.chars[i] && !opts.homophones : t.py[i]?.[0] !== first.ch) continue;
    out.push(...matchFrom(q, t, i, opts));
  }
  return out;
}
