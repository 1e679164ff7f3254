import type { Suggestion, SynonymGroup } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { CONFIG_KEYS, configServiceOf } from "../config/service.ts";
import { anyWord, didYouMean, interpret, type Term } from "./interpret.ts";
import { Lexicon } from "./lexicon.ts";
import { activeHotSearches } from "./queries.ts";
import { DEFAULT_SYNONYMS, synonymIndex, type SynonymIndex } from "./synonyms.ts";

/**
 * Product names read into the lexicon: the best sellers, enough for every word of a catalogue
 * built from a shared vocabulary (the demo's, and most malls': a name is words buyers search),
 * bounded so building it stays a fraction of a second on a large catalogue.
 */
const LEXICON_PRODUCTS = 20_000;
/** The lexicon follows catalogue writes at once in this process, other processes within this. */
const LEXICON_TTL_MS = 600_000;

/**
 * Reads keywords the way buyers mean them (interpret.ts) against the catalogue's own words
 * (lexicon.ts) and the platform's synonyms (synonyms.ts), and completes what is being typed.
 * One per API context: the lexicon is built on first use and after catalogue writes.
 */
export class KeywordReader {
  private lexicon: { value: Lexicon; sampled: boolean; builtAt: number; stale: boolean } | null = null;
  private building: Promise<{ lex: Lexicon; sampled: boolean }> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /**
   * The catalogue changed: the lexicon is rebuilt in the background on next use, the current one
   * answering meanwhile — a search never waits for a rebuild (a second on a large catalogue).
   */
  invalidate(): void {
    if (this.lexicon) this.lexicon.stale = true;
  }

  private load(): Promise<{ lex: Lexicon; sampled: boolean }> {
    const current = this.lexicon;
    const fresh = current && !current.stale && Date.now() - current.builtAt <= LEXICON_TTL_MS;
    if (!fresh && !this.building) {
      this.building = this.build()
        .then((built) => {
          this.lexicon = { value: built.lex, sampled: built.sampled, builtAt: Date.now(), stale: false };
          return built;
        })
        .finally(() => {
          this.building = null;
        });
      // Awaited only by the first build; a failed rebuild leaves the current lexicon in use.
      if (current) this.building.catch(() => undefined);
    }
    if (current) return Promise.resolve({ lex: current.value, sampled: current.sampled });
    return this.building!;
  }

  private async build(): Promise<{ lex: Lexicon; sampled: boolean }> {
    const db = this.ctx.database;
    const [products, brands, shops, hot, index] = await Promise.all([
      db.query<{ zh: string; en: string }>(
        `select name_zh as zh, name_en as en from product_search where status = 1 order by sold_num desc, prod_id desc limit $1`,
        [LEXICON_PRODUCTS],
      ),
      db.query<{ zh: string; en: string }>(`select name as zh, name_en as en from brands`),
      db.query<{ zh: string; en: string }>(`select name_zh as zh, name_en as en from shops where status = 1`),
      activeHotSearches(db.db, 0, 50, true),
      catalogServiceOf(this.ctx).categoryIndex(),
    ]);
    const categories = [...index.byId.values()].map((c) => ({ zh: c.nameZh, en: c.nameEn }));
    const hotWords = hot.flatMap((h) => [h.contentZh, h.contentEn]).filter(Boolean);
    return {
      lex: new Lexicon({ products, categories, brands, shops, hotWords }),
      sampled: products.length >= LEXICON_PRODUCTS,
    };
  }

  /** The platform's synonym groups as saved, or the defaults until one is saved. */
  async synonymGroups(): Promise<SynonymGroup[]> {
    return (await configServiceOf(this.ctx).get<SynonymGroup[]>(CONFIG_KEYS.searchSynonyms)) ?? DEFAULT_SYNONYMS;
  }

  async saveSynonyms(groups: SynonymGroup[]): Promise<void> {
    await configServiceOf(this.ctx).set(CONFIG_KEYS.searchSynonyms, groups);
  }

  private async synonyms(): Promise<SynonymIndex> {
    return synonymIndex(await this.synonymGroups());
  }

  /** The terms of a keyword (interpret.ts); `shops`: against shop names (shop search). */
  async terms(keyword: string, shops = false): Promise<Term[]> {
    const [{ lex, sampled }, synonyms] = await Promise.all([this.load(), this.synonyms()]);
    return interpret(keyword, lex, synonyms, { shops, keepUnknown: sampled });
  }

  /**
   * For a keyword that found nothing: its closest spelling the catalogue knows (null: none, or
   * the same), and its words as alternatives of one term (empty for a single word).
   */
  async fallback(keyword: string, shops = false): Promise<{ didYouMean: string | null; anyWord: Term[] }> {
    const { lex } = await this.load();
    const fix = didYouMean(keyword, lex, shops);
    const same = fix === keyword.normalize("NFKC").trim().toLowerCase();
    return { didYouMean: fix && !same ? fix : null, anyWord: anyWord(await this.terms(keyword, shops)) };
  }

  /** `/search/suggest`: completions of what is being typed. */
  async suggest(typed: string, limit: number, shops: boolean): Promise<Suggestion[]> {
    const { lex } = await this.load();
    return lex.complete(typed, limit, shops);
  }
}

export const keywordReaderOf = perContext((ctx) => new KeywordReader(ctx));
