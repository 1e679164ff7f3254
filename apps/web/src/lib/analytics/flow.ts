import type { FlowEventInput } from "@souk/contract";
import { visitorSessionId, visitorUuid } from "../session/identity";
import { getToken } from "../session/token";
import { createFlowTracker, type FlowTracker, type PageViewInfo } from "./flow-tracker";

/**
 * Sends a batch without the page waiting: signed-in buyers to /p/flowAnalysisLog with their token
 * (a keepalive request, which survives the page going away and can carry the Authorization header),
 * visitors to /flowAnalysisLog — on page hide with navigator.sendBeacon (text/plain JSON, a simple
 * request), otherwise a keepalive fetch. Failures are ignored: analytics never bothers the buyer.
 */
function send(events: FlowEventInput[], hiding: boolean): void {
  const token = getToken();
  const body = JSON.stringify(events);
  const url = token ? "/api/p/flowAnalysisLog" : "/api/flowAnalysisLog";
  if (!token && hiding && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(url, new Blob([body], { type: "text/plain;charset=UTF-8" }))) return;
  }
  const session = events[0]?.uuidSession;
  void fetch(url, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: {
      "Content-Type": "application/json",
      Uuid: visitorUuid(),
      ...(session ? { UuidSession: session } : {}),
      ...(token ? { Authorization: token } : {}),
    },
    body,
  }).catch(() => undefined);
}

let tracker: FlowTracker | null = null;

function browserTracker(): FlowTracker | null {
  if (typeof window === "undefined") return null;
  if (tracker) return tracker;
  let store: Pick<Storage, "getItem" | "setItem">;
  try {
    store = window.localStorage;
  } catch {
    const m = new Map<string, string>();
    store = { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  }
  const t = createFlowTracker({
    uuid: visitorUuid,
    session: visitorSessionId,
    now: Date.now,
    store,
    send,
    later: (fn, ms) => window.setTimeout(fn, ms),
  });
  const hide = () => t.flush(true);
  window.addEventListener("pagehide", hide);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") hide();
  });
  tracker = t;
  return t;
}

/** Records a page view (see flow-tracker.ts for the step and path rules). */
export function trackPageView(view: PageViewInfo): void {
  try {
    browserTracker()?.pageView(view);
  } catch {
    // never let analytics break a page
  }
}

/** Records an add to cart of a product (visitType 4, nums pieces). */
export function trackAddToCart(prodId: number, shopId: number, nums: number): void {
  try {
    browserTracker()?.addToCart(prodId, shopId, nums);
  } catch {
    // never let analytics break a page
  }
}
