import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** The white card the account pages (login, register, forgotten password) sit in. */
export function AuthCard({
  title,
  aside,
  width = "w-[560px]",
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  width?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Container className="py-10 max-md:py-4">
      <section
        className={`mx-auto ${width} max-w-full border border-line bg-white px-10 py-8 max-md:px-4 max-md:py-5`}
        data-testid={testId}
      >
        <div className="mb-6 flex items-baseline justify-between border-b border-line pb-3">
          <h1 className="text-xl text-ink">{title}</h1>
          {aside ? <div className="text-xs text-subtle">{aside}</div> : null}
        </div>
        {children}
      </section>
    </Container>
  );
}
