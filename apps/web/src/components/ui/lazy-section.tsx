"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { observeNear } from "@/lib/lazy/near";
import { SectionLoader, type SectionState } from "@/lib/lazy/section-loader";

/**
 * A below-the-fold section whose content is loaded when the buyer scrolls near it (ADR
 * 0030-page-weight): until then, and while it loads, it shows `placeholder`, which must take the
 * content's height (skeleton cards of the same grid) so nothing moves when it arrives. A
 * transient failure shows the busy panel with "retry"; any other failure (the thing is gone)
 * shows `gone`, by default nothing.
 */
export function LazySection<T>({
  load,
  placeholder,
  children,
  gone = null,
  testId,
  className,
}: {
  /** Called once when near (again on retry); the one given at mount is kept for the section's life. */
  load: () => Promise<T>;
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
  gone?: ReactNode;
  testId?: string;
  /** The box's classes where it takes the content's place in a flex or grid layout (`flex-1`). */
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SectionState<T>>({ status: "waiting", data: null });
  const loader = useRef<SectionLoader<T> | null>(null);
  useEffect(() => {
    const l = new SectionLoader(load, setState);
    loader.current = l;
    const stop = ref.current ? observeNear(ref.current, () => l.near()) : () => {};
    return () => {
      stop();
      l.dispose();
    };
    // One loader per mounted section; `load` is a fresh closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      data-testid={testId}
      data-state={state.status}
      aria-busy={state.status === "ready" ? undefined : true}
    >
      {state.status === "ready" ? (
        children(state.data)
      ) : state.status === "failed" ? (
        <LoadFailed code={state.code} onRetry={() => loader.current?.retry()} notFound={gone} className="h-[240px]" />
      ) : (
        placeholder
      )}
    </div>
  );
}
