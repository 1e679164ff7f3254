import { fenToYuan, type ChooseDiscountItem, type Locale } from "@souk/contract";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime } from "../../infra/time.ts";
import { discountOutcome, type LineBreakdown } from "../pricing/pricing.ts";
import { hintText, ruleText, tierRule } from "./rules.ts";
import type { DiscountRow, LineActivities } from "./service.ts";

/** A shop's lines split by tier activity: activity groups first (oldest activity first), then the rest. */
export interface LineGroup<T> {
  chooseDiscountItemDto: ChooseDiscountItem | null;
  items: T[];
}

/**
 * Groups one shop's priced lines by the tier activity each takes part in (`shopCartItemDiscounts`),
 * with what the group takes off now and the next tier's hint ('再买 ¥x 可减 ¥y'). The reduction is
 * the pipeline's (sum of the lines' shopDiscount shares); the hint is the same pure rule on the
 * group's goods after activity prices.
 */
export function groupByActivity<T>(
  lines: readonly { line: LineBreakdown; item: T }[],
  acts: Pick<LineActivities, "tierOf">,
  locale: Locale,
  at: number,
): LineGroup<T>[] {
  const byId = new Map<number, { row: DiscountRow; lines: { line: LineBreakdown; item: T }[] }>();
  const rest: T[] = [];
  for (const x of lines) {
    const d = acts.tierOf.get(x.line.key);
    if (!d) {
      rest.push(x.item);
      continue;
    }
    const g = byId.get(d.discountId) ?? { row: d, lines: [] };
    g.lines.push(x);
    byId.set(d.discountId, g);
  }
  const groups: LineGroup<T>[] = [...byId.values()]
    .sort((a, b) => a.row.discountId - b.row.discountId)
    .map(({ row, lines: ls }) => {
      const amount = ls.reduce((s, x) => s + x.line.itemTotal - x.line.reductions.activity, 0);
      const count = ls.reduce((s, x) => s + x.line.count, 0);
      const rule = tierRule(row);
      const outcome = discountOutcome(rule, amount, count);
      const reduce = ls.reduce((s, x) => s + x.line.reductions.shopDiscount, 0);
      const next = outcome.next && outcome.next.reduce > reduce ? outcome.next : null;
      return {
        chooseDiscountItemDto: {
          discountId: row.discountId,
          discountName: pick(locale, row.nameZh, row.nameEn),
          discountRule: rule.discountRule,
          discountType: rule.discountType,
          ruleText: ruleText(row, locale),
          reduceAmount: fenToYuan(reduce),
          needMore: next ? (rule.discountRule === 0 ? fenToYuan(next.needMore) : next.needMore) : null,
          nextReduce: next ? fenToYuan(next.reduce) : null,
          hint: next ? hintText(rule.discountRule, next.needMore, next.reduce, locale) : "",
          endTime: mallDateTime(row.endTime),
          expiresIn: Math.max(0, Math.floor((row.endTime.getTime() - at) / 1000)),
        },
        items: ls.map((x) => x.item),
      };
    });
  if (rest.length > 0) groups.push({ chooseDiscountItemDto: null, items: rest });
  return groups;
}
