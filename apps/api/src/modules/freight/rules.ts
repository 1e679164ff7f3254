import { FreightChargeType } from "@souk/contract";
import type { FreightRule } from "../pricing/pricing.ts";

/**
 * A shop's template as the rules read it (fen, division codes). `chargeType` 0 counts items; 1
 * weighs the goods: its first and further units are kilograms (up to 3 decimals, ADR 0044).
 */
export interface TemplateRules {
  chargeType: number;
  freeOver: number | null;
  defaultRule: Charge;
  regionRules: readonly (Charge & { areaIds: readonly number[] })[];
  noDeliveryAreaIds: readonly number[];
}
interface Charge {
  firstUnit: number;
  firstFee: number;
  addUnit: number;
  addFee: number;
}

/** Kilograms (up to 3 decimals) as whole grams. */
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);

/**
 * The chain of an area id from its province down (division codes: province 2 digits, city 4,
 * district 6): 330110 → [33, 3301, 330110]; 3301 → [33, 3301]; 33 → [33]. Anything else → [].
 */
export function areaChain(areaId: number): number[] {
  if (!Number.isSafeInteger(areaId) || areaId < 1) return [];
  if (areaId < 100) return [areaId];
  if (areaId < 10_000) return [Math.floor(areaId / 100), areaId];
  if (areaId < 1_000_000) return [Math.floor(areaId / 10_000), Math.floor(areaId / 100), areaId];
  return [];
}

/**
 * The freight rule a template sets for an address in `areaId` (any level), or null when the shop
 * does not deliver there: an area listed as not delivered covers everything under it. Among the
 * region rules the most specific match wins (a district's rule before its city's before its
 * province's; the first listed on a tie); no match: the template's default charge. A template by
 * weight answers a rule in grams (`byWeight`), which the pipeline's freight step weighs the lines by.
 */
export function ruleFor(t: TemplateRules, areaId: number): FreightRule | null {
  const chain = areaChain(areaId);
  if (chain.some((id) => t.noDeliveryAreaIds.includes(id))) return null;
  let best: Charge = t.defaultRule;
  let depth = -1;
  for (const r of t.regionRules) {
    const d = chain.findLastIndex((id) => r.areaIds.includes(id));
    if (d > depth) {
      best = r;
      depth = d;
    }
  }
  if (t.chargeType === FreightChargeType.WEIGHT)
    return {
      freeOver: t.freeOver,
      fee: best.firstFee,
      firstUnit: kgToGrams(best.firstUnit),
      addUnit: Math.max(1, kgToGrams(best.addUnit)),
      addFee: best.addFee,
      byWeight: true,
    };
  return {
    freeOver: t.freeOver,
    fee: best.firstFee,
    firstUnit: best.firstUnit,
    addUnit: best.addUnit,
    addFee: best.addFee,
  };
}
