/**
 * How far ahead of the viewport a lazily loaded section starts loading: about a screen, so a
 * buyer scrolling at reading speed finds it loaded, and its height settles while it is still
 * below the fold (ADR 0030-page-weight).
 */
export const NEAR_MARGIN = "800px 0px";

type Observer = Pick<IntersectionObserver, "observe" | "disconnect">;
type ObserverClass = new (cb: IntersectionObserverCallback, init?: IntersectionObserverInit) => Observer;

/**
 * Calls `onNear` once, the first time `element` comes within NEAR_MARGIN of the viewport, and
 * answers a function that stops watching. Without IntersectionObserver (an old browser) the
 * section is wanted at once: it loads as it did when it was part of the page.
 */
export function observeNear(
  element: Element,
  onNear: () => void,
  Observer: ObserverClass | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) {
    onNear();
    return () => {};
  }
  let done = false;
  const observer = new Observer(
    (entries) => {
      if (done || !entries.some((e) => e.isIntersecting)) return;
      done = true;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => {
    done = true;
    observer.disconnect();
  };
}
