import { FLOW_MAX_BATCH, FLOW_PAGE, FLOW_SYSTEM_PC, FLOW_VISIT, type FlowEventInput } from "@souk/contract";

/** Where the tracker keeps the path of the current analytics session (local storage). */
export const FLOW_PATH_STORAGE_KEY = "cloudFlowPath";
/** Events wait at most this long for a fuller batch. */
export const FLOW_FLUSH_MS = 5_000;

interface PathState {
  session: string;
  step: number;
  pageId: number;
}

export interface FlowTrackerDeps {
  /** The visitor id and the rolling session id (lib/session/identity.ts). */
  uuid(): string;
  session(now: number): string;
  now(): number;
  /** Small key-value store (localStorage in the browser). */
  store: Pick<Storage, "getItem" | "setItem">;
  /**
   * Sends a batch; `hiding` means the page is going away (the transport then uses sendBeacon or a
   * keepalive request). Never throws, never awaited by the page.
   */
  send(events: FlowEventInput[], hiding: boolean): void;
  /** Schedules a flush (setTimeout in the browser). */
  later(fn: () => void, ms: number): unknown;
}

export interface PageViewInfo {
  pageId: number;
  prodId?: number;
  shopId?: number;
  orderNumbers?: string[];
}

/**
 * The storefront's flow log (spec parts 3, 4, 7): each page view raises the step of the analytics
 * session and remembers its page as the next view's prevPageId; a new session (more than 30 idle
 * minutes, lib/session/visitor-session.ts) starts again at step 1 with prevPageId 0. Add to cart is
 * an event of the current page and step. Events are batched (at most FLOW_MAX_BATCH, or
 * FLOW_FLUSH_MS) and flushed when the page hides; nothing here is awaited by the page.
 */
export function createFlowTracker(deps: FlowTrackerDeps) {
  const queue: FlowEventInput[] = [];
  let timer: unknown = null;

  const readPath = (): PathState | null => {
    try {
      const v = JSON.parse(deps.store.getItem(FLOW_PATH_STORAGE_KEY) ?? "null") as Partial<PathState> | null;
      return v && typeof v.session === "string" && typeof v.step === "number" && typeof v.pageId === "number"
        ? (v as PathState)
        : null;
    } catch {
      return null;
    }
  };
  const writePath = (p: PathState) => {
    try {
      deps.store.setItem(FLOW_PATH_STORAGE_KEY, JSON.stringify(p));
    } catch {
      // storage full or disabled: steps restart, events still go out
    }
  };

  const flush = (hiding = false) => {
    timer = null;
    while (queue.length) deps.send(queue.splice(0, FLOW_MAX_BATCH), hiding);
  };
  const push = (e: FlowEventInput) => {
    queue.push(e);
    if (queue.length >= FLOW_MAX_BATCH) flush();
    else if (timer === null) timer = deps.later(() => flush(), FLOW_FLUSH_MS);
  };

  return {
    pageView(v: PageViewInfo): FlowEventInput {
      const now = deps.now();
      const session = deps.session(now);
      const prev = readPath();
      const same = prev?.session === session;
      const step = same ? prev.step + 1 : 1;
      writePath({ session, step, pageId: v.pageId });
      const e: FlowEventInput = {
        uuid: deps.uuid(),
        uuidSession: session,
        pageId: v.pageId,
        prevPageId: same ? prev.pageId : 0,
        step,
        visitType: FLOW_VISIT.view,
        systemType: FLOW_SYSTEM_PC,
        ...(v.prodId ? { bizData: v.prodId } : {}),
        ...(v.shopId ? { shopId: v.shopId } : {}),
        ...(v.orderNumbers?.length ? { orderNumbers: v.orderNumbers } : {}),
      };
      push(e);
      return e;
    },
    addToCart(prodId: number, shopId: number, nums: number): FlowEventInput {
      const session = deps.session(deps.now());
      const path = readPath();
      const same = path?.session === session;
      const e: FlowEventInput = {
        uuid: deps.uuid(),
        uuidSession: session,
        pageId: same ? path.pageId : FLOW_PAGE.productDetail,
        prevPageId: 0,
        step: same ? Math.max(1, path.step) : 1,
        visitType: FLOW_VISIT.addToCart,
        systemType: FLOW_SYSTEM_PC,
        bizData: prodId,
        shopId,
        nums: Math.max(1, Math.min(9999, Math.trunc(nums))),
      };
      push(e);
      return e;
    },
    /** Sends what is queued now (page hide). */
    flush,
    pending: () => queue.length,
  };
}
export type FlowTracker = ReturnType<typeof createFlowTracker>;
