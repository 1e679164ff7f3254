import type { ReactNode } from "react";

/** The white panel of a page (user center, after-sales, invoices), with its title and optional actions. */
export function Panel({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="min-h-[520px] bg-white px-6 py-4" data-testid={testId}>
      <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
        <h1 className="text-base font-semibold text-ink">{title}</h1>
        {actions ? <div className="flex items-center gap-3 text-xs">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="py-20 text-center text-sm text-muted" data-testid={testId}>
      {children}
    </p>
  );
}
