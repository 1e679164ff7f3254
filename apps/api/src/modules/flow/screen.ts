import { FLOW_PAGE, FLOW_PAGE_IDS, FLOW_VISIT, flowEvent } from "@souk/contract";
import { mallDate } from "../../infra/time.ts";

/** A raw event as the writer inserts it (flow_events). */
export interface FlowRow {
  at: Date;
  day: string;
  uuid: string;
  uuidSession: string;
  userId: number | null;
  pageId: number;
  prevPageId: number;
  step: number;
  visitType: number;
  systemType: number;
  prodId: number | null;
  shopId: number | null;
  nums: number | null;
  orderNumbers: string[] | null;
}

/** Why an event was dropped (counted per reason, shown to operators). */
export type DropReason = "malformed" | "unknownPage" | "forgedUser";

export interface Screened {
  rows: FlowRow[];
  dropped: Record<DropReason, number>;
}

/**
 * Checks each event of a log call on its own (one bad event never costs the others):
 * - malformed: not an object, or a field out of its contract (schemas/flow.ts);
 * - unknownPage: a pageId (or prevPageId other than 0) outside FLOW_PAGE;
 * - forgedUser: a `userId` in the body that is not the token's user (visitors have none).
 * The user id stored is the token's. Order numbers are kept only for signed-in users (the
 * aggregation also checks they are the user's own); bizData is the product of a detail view or
 * an add to cart, and ignored elsewhere.
 */
export function screenEvents(items: readonly unknown[], userId: number | null, now: Date): Screened {
  const dropped: Record<DropReason, number> = { malformed: 0, unknownPage: 0, forgedUser: 0 };
  const rows: FlowRow[] = [];
  const day = mallDate(now);
  for (const item of items) {
    const r = flowEvent.safeParse(item);
    if (!r.success) {
      dropped.malformed++;
      continue;
    }
    const e = r.data;
    if (e.userId !== undefined && e.userId !== null && e.userId !== userId && String(e.userId) !== String(userId)) {
      dropped.forgedUser++;
      continue;
    }
    if (!FLOW_PAGE_IDS.has(e.pageId) || (e.prevPageId !== 0 && !FLOW_PAGE_IDS.has(e.prevPageId))) {
      dropped.unknownPage++;
      continue;
    }
    const productEvent = e.pageId === FLOW_PAGE.productDetail || e.visitType === FLOW_VISIT.addToCart;
    rows.push({
      at: now,
      day,
      uuid: e.uuid,
      uuidSession: e.uuidSession,
      userId,
      pageId: e.pageId,
      prevPageId: e.prevPageId,
      step: e.step,
      visitType: e.visitType,
      systemType: e.systemType,
      prodId: productEvent ? (e.bizData ?? null) : null,
      shopId: e.shopId ?? null,
      nums: e.visitType === FLOW_VISIT.addToCart ? (e.nums ?? 1) : null,
      orderNumbers: userId !== null && e.orderNumbers?.length ? e.orderNumbers : null,
    });
  }
  return { rows, dropped };
}
