import { pinyinMatches, pinyinQuery, pinyinText, type PinyinQuery, type PinyinText } from "./pinyin-match.ts";

/**
 * The words the catalogue is made of, for reading a keyword as a buyer meant it (ADR 0036): the
 * Chinese runs of product names (weighted by how many products carry them), category, brand and
 * shop names and the hot words, each with its pinyin; and the Latin words of the English names.
 * Built in memory from a few statements (lexicon-source.ts); everything here is a lookup in it —
 * the keyword is rewritten before any product is read, so a rewritten query costs what the
 * Chinese query costs.
 */

export type SuggestKind = "hot" | "category" | "brand" | "product" | "shop";

/** Where the words come from: names in both languages. */
export interface LexiconSources {
  /** Product names, best sellers first (a bounded sample on a large catalogue). */
  products: { zh: string; en: string }[];
  categories: { zh: string; en: string }[];
  brands: { zh: string; en: string }[];
  shops: { zh: string; en: string }[];
  hotWords: string[];
}

interface Entry extends PinyinText {
  text: string;
  weight: number;
  kind: SuggestKind;
}

/** A category, brand or hot word weighs as much as this many products carrying a name's run. */
const KIND_WEIGHT: Record<SuggestKind, number> = { hot: 60, category: 30, brand: 20, shop: 10, product: 1 };
/** A pinyin match that is a whole name weighs this many times its weight (Lexicon.readPinyin). */
const WHOLE_NAME_BONUS = 10;
const KIND_ORDER: SuggestKind[] = ["hot", "category", "brand", "shop", "product"];
const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[a-z]+/g;

/** Damerau (optimal string alignment) distance, or max + 1 once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** English inflections a buyer may type for a catalogue word: earphones → earphone, batteries → battery. */
export function stems(word: string): string[] {
  const out: string[] = [];
  const add = (s: string) => s.length >= 3 && s !== word && !out.includes(s) && out.push(s);
  if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh)es$/.test(word)) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  if (word.endsWith("ing")) add(word.slice(0, -3));
  if (word.endsWith("ed")) add(word.slice(0, -2));
  return out;
}

export class Lexicon {
  private readonly han = new Map<string, Entry>();
  private readonly shopEntries: Entry[] = [];
  /** Every Chinese text of the lexicon, one per line: `includes` answers "does the catalogue say it". */
  private readonly hanText: string;
  private readonly shopText: string;
  private readonly words = new Map<string, number>();
  private readonly sortedWords: string[];
  /** English phrases to complete (category, brand and hot words; shop names in shop mode). */
  private readonly phrases: { text: string; lower: string; kind: SuggestKind; weight: number }[] = [];

  constructor(src: LexiconSources) {
    const addHan = (text: string, kind: SuggestKind, weight: number) => {
      const e = this.han.get(text);
      if (e) {
        e.weight += weight;
        if (KIND_ORDER.indexOf(kind) < KIND_ORDER.indexOf(e.kind)) e.kind = kind;
      } else this.han.set(text, { text, kind, weight, ...pinyinText(text) });
    };
    const addWords = (text: string, weight: number) => {
      for (const w of text.normalize("NFKC").toLowerCase().match(LATIN_WORD) ?? []) {
        this.words.set(w, (this.words.get(w) ?? 0) + weight);
      }
    };
    const addPhrase = (text: string, kind: SuggestKind) => {
      if (!/[a-z]/i.test(text)) return;
      this.phrases.push({ text, lower: text.toLowerCase(), kind, weight: KIND_WEIGHT[kind] });
    };
    for (const p of src.products) {
      for (const run of new Set(p.zh.match(HAN_RUN) ?? [])) addHan(run, "product", KIND_WEIGHT.product);
      addWords(p.en, 1);
    }
    for (const [list, kind] of [
      [src.categories, "category"],
      [src.brands, "brand"],
    ] as const) {
      for (const c of list) {
        if (c.zh) addHan(c.zh, kind, KIND_WEIGHT[kind]);
        addWords(c.en, KIND_WEIGHT[kind]);
        addPhrase(c.en, kind);
      }
    }
    for (const h of src.hotWords) {
      if (/\p{Script=Han}/u.test(h) && /^\p{Script=Han}+$/u.test(h)) addHan(h, "hot", KIND_WEIGHT.hot);
      else addPhrase(h, "hot");
      addWords(h, KIND_WEIGHT.hot);
    }
    for (const s of src.shops) {
      this.shopEntries.push({ text: s.zh, kind: "shop", weight: KIND_WEIGHT.shop, ...pinyinText(s.zh) });
      addWords(s.en, KIND_WEIGHT.shop);
    }
    this.hanText = [...this.han.keys()].join("\n");
    this.shopText = this.shopEntries.map((e) => e.text).join("\n");
    this.sortedWords = [...this.words.keys()].sort();
    this.shopPhrases = src.shops
      .filter((s) => /[a-z]/i.test(s.en))
      .map((s) => ({ text: s.en, lower: s.en.toLowerCase() }));
  }

  private readonly shopPhrases: { text: string; lower: string }[];

  private entries(shops: boolean): Iterable<Entry> {
    return shops ? this.shopEntries : [...this.han.values(), ...this.shopEntries];
  }

  /** Whether the catalogue's names contain this Chinese text (shop names only, or all names). */
  knownHan(text: string, shops = false): boolean {
    return (shops ? this.shopText : `${this.hanText}\n${this.shopText}`).includes(text);
  }

  /** Whether a Latin word is a word of the catalogue's English names. */
  isWord(word: string): boolean {
    return this.words.has(word);
  }

  /** Whether a Latin word is, or begins, a word of the catalogue's English names. */
  knownWord(word: string): boolean {
    const words = this.sortedWords;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo < words.length && words[lo]!.startsWith(word);
  }

  /**
   * The Chinese text a pinyin (or mixed, or homophone-misspelt) query most likely means: the
   * matched span of the names, the one carried by most weight, fewest homophones first. null when
   * nothing matches. A Latin word of 5+ letters read only by initials is refused (an English word
   * misread as initials).
   */
  readPinyin(q: PinyinQuery, opts: { homophones?: boolean; shops?: boolean } = {}): string | null {
    const shops = opts.shops ?? false;
    const letters = q.syms.filter((s) => !s.han).length;
    const latinOnly = q.syms.every((s) => !s.han);
    const scores = new Map<string, { weight: number; homophones: number }>();
    for (const e of this.entries(shops)) {
      const seen = new Set<string>();
      for (const m of pinyinMatches(q, e, { homophones: opts.homophones })) {
        const whole = m.start === 0 && m.end === e.chars.length;
        // Five or more initials spell a whole name (xcjly: 行车记录仪), not a span across words.
        if (!shops && letters >= 5 && latinOnly && m.initials === m.end - m.start && !whole) continue;
        const text = e.chars.slice(m.start, m.end).join("");
        if (seen.has(text)) continue;
        seen.add(text);
        // A name that is the match itself (a category, brand, hot word, a product name's word)
        // outweighs spans inside longer names (bx: 冰箱, not 跑步鞋's 步鞋).
        const weight = whole ? e.weight * WHOLE_NAME_BONUS : e.weight;
        const s = scores.get(text);
        if (s) {
          s.weight += weight;
          s.homophones = Math.min(s.homophones, m.homophones);
        } else scores.set(text, { weight, homophones: m.homophones });
      }
    }
    let best: [string, { weight: number; homophones: number }] | null = null;
    for (const s of scores) {
      if (
        !best ||
        s[1].homophones < best[1].homophones ||
        (s[1].homophones === best[1].homophones && s[1].weight > best[1].weight)
      )
        best = s;
    }
    return best?.[0] ?? null;
  }

  /** The catalogue word within `maxEdits` of a Latin word (the most common of the closest), or null. */
  correctWord(word: string, maxEdits: number): string | null {
    let best: { w: string; d: number; n: number } | null = null;
    for (const [w, n] of this.words) {
      if (w.length < 4) continue;
      const d = editDistance(word, w, maxEdits);
      if (d === 0 || d > maxEdits) continue;
      if (!best || d < best.d || (d === best.d && n > best.n)) best = { w, d, n };
    }
    return best?.w ?? null;
  }

  /** The Chinese text of the names closest to a run that occurs nowhere: same length, one character different. */
  nearHan(run: string, shops = false): string | null {
    const chars = Array.from(run);
    if (chars.length < 2) return null;
    const scores = new Map<string, number>();
    for (const e of this.entries(shops)) {
      for (let i = 0; i + chars.length <= e.chars.length; i++) {
        let diff = 0;
        for (let j = 0; j < chars.length && diff < 2; j++) if (e.chars[i + j] !== chars[j]) diff++;
        if (diff !== 1) continue;
        const text = e.chars.slice(i, i + chars.length).join("");
        scores.set(text, (scores.get(text) ?? 0) + e.weight);
      }
    }
    let best: [string, number] | null = null;
    for (const s of scores) if (!best || s[1] > best[1]) best = s;
    return best?.[0] ?? null;
  }

  /**
   * Completions of what is being typed: names that begin with it, as typed or by pinyin (`sh` →
   * 手机, 手表; `蓝牙e` → 蓝牙耳机), and English phrases that begin with it; best known first.
   */
  complete(typed: string, limit: number, shops = false): { text: string; kind: SuggestKind }[] {
    const out = new Map<string, { kind: SuggestKind; score: number }>();
    const put = (text: string, kind: SuggestKind, score: number) => {
      const cur = out.get(text);
      if (!cur || cur.score < score) out.set(text, { kind, score });
    };
    const q = pinyinQuery(typed);
    if (q) {
      for (const e of this.entries(shops)) {
        if (e.text.length < 2 && !shops) continue;
        const ms = pinyinMatches(q, e, { prefix: true, anchored: true });
        if (ms.length === 0) continue;
        // Typed as Chinese, or by full syllables, before initials.
        const initials = Math.min(...ms.map((m) => m.initials));
        put(e.text, e.kind, e.weight / (1 + initials));
      }
    }
    const lower = typed.normalize("NFKC").toLowerCase().trim();
    if (lower && /[a-z]/.test(lower)) {
      const phrases = shops ? this.shopPhrases.map((p) => ({ ...p, kind: "shop" as const, weight: 1 })) : this.phrases;
      for (const p of phrases) if (p.lower.startsWith(lower)) put(p.text, p.kind, p.weight);
    }
    return [...out]
      .sort((a, b) => b[1].score - a[1].score || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([text, { kind }]) => ({ text, kind }));
  }
}
