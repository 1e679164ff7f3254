import { OrderStatus, type OrderActions, type OrderStatusValue } from "@souk/contract";

/*
 * Which buttons an order offers, per status (uc-order and /order-detail). The table says what a
 * status may offer and in which order; the server's `actions` of the order (e.g. `pay` is false
 * once the pay deadline passed, `review` once every item is reviewed) have the last word.
 * No status offers "apply for after-sales" yet: the server says when an order may have it, but
 * the after-sales flow does not exist, and a button that leads nowhere is worse than none.
 */
export type OrderButton = keyof OrderActions;

export const STATUS_BUTTONS: Record<OrderStatusValue, readonly OrderButton[]> = {
  [OrderStatus.UNPAY]: ["pay", "cancel"],
  [OrderStatus.PAYED]: ["buyAgain"],
  [OrderStatus.CONSIGNMENT]: ["confirmReceipt", "buyAgain"],
  [OrderStatus.CONFIRM]: ["review", "buyAgain", "delete"],
  [OrderStatus.SUCCESS]: ["buyAgain", "delete"],
  [OrderStatus.CLOSE]: ["buyAgain", "delete"],
  [OrderStatus.WAIT_GROUP]: [],
};

/** The primary (red) button of a status, if it offers one. */
export const PRIMARY_BUTTONS: ReadonlySet<OrderButton> = new Set(["pay", "confirmReceipt", "review"]);

export function orderButtons(status: number, actions: Partial<OrderActions> | null | undefined): OrderButton[] {
  const allowed = STATUS_BUTTONS[status as OrderStatusValue] ?? [];
  return allowed.filter((b) => actions?.[b] === true);
}

// ---------------------------------------------------------------- tabs

/** uc-order tabs: every order, then one per stored status with its spec label. */
export const ORDER_TABS = [
  { key: "all", status: 0 },
  { key: "pendingPayment", status: 1 },
  { key: "pendingDelivery", status: 2 },
  { key: "pendingReceipt", status: 3 },
  { key: "pendinEvaluation", status: 4 },
  { key: "evaluated", status: 5 },
  // Labels spanning stored statuses (contract MY_ORDER_STATUS_FILTERS): 8 shipped, 9 completed.
  { key: "shipped", status: 8 },
  { key: "completed", status: 9 },
  { key: "canceled", status: 6 },
  { key: "grouping", status: 7 },
] as const;

/** Every status label of the spec (part 4), as message keys. */
export const STATUS_LABELS = [
  "pendingPayment",
  "pendingDelivery",
  "pendingReceipt",
  "pendinEvaluation",
  "evaluated",
  "shipped",
  "completed",
  "canceled",
  "grouping",
] as const;
export type StatusLabel = (typeof STATUS_LABELS)[number];

/** The server's `statusLabel` as a message key ("pendingPayment" if it ever sends something unknown). */
export function statusLabelKey(label: string): StatusLabel {
  return (STATUS_LABELS as readonly string[]).includes(label) ? (label as StatusLabel) : "pendingPayment";
}

/** Timeline events the storefront words itself (others are shown as sent). */
export const TIMELINE_EVENTS = [
  "submitted",
  "paid",
  "shipped",
  "received",
  "evaluated",
  "canceled",
  "grouped",
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];
export function isTimelineEvent(e: string): e is TimelineEvent {
  return (TIMELINE_EVENTS as readonly string[]).includes(e);
}

/** `?status=` of /user-center?currentPage=uc-order: 0-7, anything else is "all". */
export function parseStatusParam(v: string | null | undefined): number {
  const n = v && /^\d$/.test(v) ? Number(v) : 0;
  return n >= 0 && n <= 9 ? n : 0;
}

/**
 * One search box for "product name or order number" (spec): a run of 20+ digits is an order
 * number, anything else a product name. Blank searches everything.
 */
export function searchQuery(input: string): { prodName?: string; orderNumber?: string } {
  const s = input.trim();
  if (s === "") return {};
  if (/^\d{20,32}$/.test(s)) return { orderNumber: s };
  return { prodName: Array.from(s).slice(0, 50).join("") };
}

/** An order number from the query (digits, not guessable); anything else is no order. */
export function parseOrderNumber(v: string | null | undefined): string | null {
  const s = (v ?? "").trim();
  return /^\d{20,32}$/.test(s) ? s : null;
}

// ---------------------------------------------------------------- timeline

export type StepKey = "submitted" | "paid" | "shipped" | "received" | "evaluated";
export const STEPS: readonly StepKey[] = ["submitted", "paid", "shipped", "received", "evaluated"];

export interface Step {
  key: StepKey;
  time: string | null;
  done: boolean;
}

/**
 * The progress bar of /order-detail: the five steps with the time each happened (from the
 * order's timeline events). A cancelled order shows submitted → canceled instead.
 */
export function orderSteps(
  status: number,
  timeline: readonly { event: string; time: string }[],
): { steps: Step[]; canceled: { time: string | null } | null } {
  const timeOf = (event: string) => timeline.find((e) => e.event === event)?.time ?? null;
  if (status === OrderStatus.CLOSE) {
    return {
      steps: [{ key: "submitted", time: timeOf("submitted"), done: true }],
      canceled: { time: timeOf("canceled") },
    };
  }
  const reached: Record<number, number> = { 1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 7: 1 };
  const last = reached[status] ?? 0;
  return {
    steps: STEPS.map((key, i) => ({ key, time: timeOf(key), done: i <= last })),
    canceled: null,
  };
}
