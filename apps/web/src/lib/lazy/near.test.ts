import { describe, expect, it } from "vitest";
import { NEAR_MARGIN, observeNear } from "./near";

/** An IntersectionObserver the test drives: it records its options and lets the test report entries. */
class FakeObserver {
  static last: FakeObserver;
  observed: unknown[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly init?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: unknown) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const element = {} as Element;

describe("observeNear: when a below-the-fold section starts loading", () => {
  it("watches the section with a generous margin and fires once, the first time it comes near", () => {
    let near = 0;
    observeNear(element, () => near++, FakeObserver);
    const o = FakeObserver.last;
    expect(o.init?.rootMargin).toBe(NEAR_MARGIN);
    expect(parseInt(NEAR_MARGIN, 10)).toBeGreaterThanOrEqual(400);
    expect(o.observed).toEqual([element]);
    o.report(false);
    expect(near).toBe(0);
    o.report(true);
    o.report(true);
    expect(near).toBe(1);
    expect(o.disconnected).toBe(true);
  });

  it("stops watching when the section goes away before it came near", () => {
    let near = 0;
    const stop = observeNear(element, () => near++, FakeObserver);
    stop();
    FakeObserver.last.report(true);
    expect(near).toBe(0);
    expect(FakeObserver.last.disconnected).toBe(true);
  });

  it("without IntersectionObserver the section loads at once", () => {
    let near = 0;
    observeNear(element, () => near++, undefined);
    expect(near).toBe(1);
  });
});
