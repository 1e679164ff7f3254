import type { SynonymGroup } from "@souk/contract";

/**
 * The platform's synonym list (ADR 0036), read when a buyer searches: editing it (`PUT
 * /admin/search/synonyms`, `npm run mall -- synonyms …`) needs no re-index. Until an operator
 * saves one, DEFAULT_SYNONYMS apply.
 */
export const DEFAULT_SYNONYMS: SynonymGroup[] = [
  // One-way, from words buyers type to the catalogue's own: every product has a Chinese and an
  // English name, so a two-way group would add an alternative (and a little cost) to searches for
  // the catalogue's words themselves.
  { terms: ["耳麦", "耳机"], oneWay: true },
  { terms: ["earphone", "earbud", "耳机"], oneWay: true },
  { terms: ["headphone", "earbud", "耳机"], oneWay: true },
  { terms: ["iphone", "手机"], oneWay: true },
  { terms: ["mobile", "手机"], oneWay: true },
  { terms: ["sneaker", "跑步鞋", "休闲鞋"], oneWay: true },
];

/** A term as the keyword is compared with it: NFKC, lowercase, no inner spaces. */
export function normalizeTerm(term: string): string {
  return term.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** term → the terms it also finds (not itself). */
export type SynonymIndex = Map<string, string[]>;

export function synonymIndex(groups: readonly SynonymGroup[]): SynonymIndex {
  const index: SynonymIndex = new Map();
  const link = (from: string, to: string) => {
    if (from === to) return;
    const list = index.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    index.set(from, list);
  };
  for (const g of groups) {
    const terms = g.terms.map(normalizeTerm).filter(Boolean);
    if (g.oneWay) for (const t of terms.slice(1)) link(terms[0]!, t);
    else for (const a of terms) for (const b of terms) link(a, b);
  }
  return index;
}
