import { describe, expect, it } from "vitest";
import { FLOW_PAGE, FLOW_VISIT, flowEvent, type FlowEventInput } from "@souk/contract";
import { parseSession, touchSession } from "../session/visitor-session";
import { createFlowTracker, FLOW_FLUSH_MS } from "./flow-tracker";

/** A tracker on a fake clock and an in-memory store, with the real session rule (touchSession). */
function setup() {
  let now = Date.parse("2026-11-25T08:00:00Z");
  const store = new Map<string, string>();
  const sent: { events: FlowEventInput[]; hiding: boolean }[] = [];
  const timers: (() => void)[] = [];
  let ids = 0;
  const tracker = createFlowTracker({
    uuid: () => "visitor-0001",
    session: (at) => {
      const next = touchSession(parseSession(store.get("s") ?? null), at, () => `session-${++ids}`);
      store.set("s", JSON.stringify(next));
      return next.id;
    },
    now: () => now,
    store: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    send: (events, hiding) => sent.push({ events, hiding }),
    later: (fn, ms) => {
      expect(ms).toBe(FLOW_FLUSH_MS);
      timers.push(fn);
    },
  });
  return {
    tracker,
    sent,
    advance: (minutes: number) => (now += minutes * 60_000),
    fireTimers: () => timers.splice(0).forEach((f) => f()),
  };
}

describe("flow tracker", () => {
  it("raises the step with each page view and links each view to the page before", () => {
    const { tracker } = setup();
    const a = tracker.pageView({ pageId: FLOW_PAGE.home });
    const b = tracker.pageView({ pageId: FLOW_PAGE.productList });
    const c = tracker.pageView({ pageId: FLOW_PAGE.productDetail, prodId: 42 });
    expect([a, b, c].map((e) => [e.step, e.prevPageId, e.pageId])).toEqual([
      [1, 0, FLOW_PAGE.home],
      [2, FLOW_PAGE.home, FLOW_PAGE.productList],
      [3, FLOW_PAGE.productList, FLOW_PAGE.productDetail],
    ]);
    expect(c).toMatchObject({ bizData: 42, systemType: 1, visitType: FLOW_VISIT.view, uuid: "visitor-0001" });
    // What the tracker sends passes the server's contract.
    for (const e of [a, b, c]) expect(flowEvent.safeParse(e).success).toBe(true);
  });

  it.each([
    [29, false],
    [30, false],
    [31, true],
  ])("after %i idle minutes a new session starts: %s (step 1, prevPageId 0)", (idle, rolls) => {
    const { tracker, advance } = setup();
    const first = tracker.pageView({ pageId: FLOW_PAGE.home });
    tracker.pageView({ pageId: FLOW_PAGE.productList });
    advance(idle);
    const next = tracker.pageView({ pageId: FLOW_PAGE.cart });
    if (rolls) {
      expect(next.uuidSession).not.toBe(first.uuidSession);
      expect(next).toMatchObject({ step: 1, prevPageId: 0 });
    } else {
      expect(next.uuidSession).toBe(first.uuidSession);
      expect(next).toMatchObject({ step: 3, prevPageId: FLOW_PAGE.productList });
    }
  });

  it("a page view keeps the session alive: 20 + 20 minutes between views is one session", () => {
    const { tracker, advance } = setup();
    const a = tracker.pageView({ pageId: FLOW_PAGE.home });
    advance(20);
    tracker.pageView({ pageId: FLOW_PAGE.productList });
    advance(20);
    expect(tracker.pageView({ pageId: FLOW_PAGE.cart }).uuidSession).toBe(a.uuidSession);
  });

  it("an add to cart is an event of the current page and step with the product and pieces", () => {
    const { tracker } = setup();
    tracker.pageView({ pageId: FLOW_PAGE.home });
    tracker.pageView({ pageId: FLOW_PAGE.productDetail, prodId: 7 });
    const e = tracker.addToCart(7, 3, 2);
    expect(e).toMatchObject({
      pageId: FLOW_PAGE.productDetail,
      step: 2,
      visitType: FLOW_VISIT.addToCart,
      bizData: 7,
      shopId: 3,
      nums: 2,
    });
    // It does not move the path: the next view still comes from the detail page at step 3.
    expect(tracker.pageView({ pageId: FLOW_PAGE.cart })).toMatchObject({
      step: 3,
      prevPageId: FLOW_PAGE.productDetail,
    });
  });

  it("batches: nothing is sent per view, the timer sends the batch, page hide sends the rest at once", () => {
    const { tracker, sent, fireTimers } = setup();
    tracker.pageView({ pageId: FLOW_PAGE.home });
    tracker.pageView({ pageId: FLOW_PAGE.productList });
    expect(sent).toHaveLength(0);
    fireTimers();
    expect(sent).toEqual([
      { events: [expect.objectContaining({ step: 1 }), expect.objectContaining({ step: 2 })], hiding: false },
    ]);
    tracker.pageView({ pageId: FLOW_PAGE.cart });
    tracker.flush(true);
    expect(sent[1]).toMatchObject({ hiding: true, events: [{ step: 3 }] });
    expect(tracker.pending()).toBe(0);
  });

  it("never sends more than 50 events in one call", () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < 120; i++) tracker.pageView({ pageId: FLOW_PAGE.productList });
    tracker.flush(true);
    expect(sent.map((s) => s.events.length)).toEqual([50, 50, 20]);
  });
});
