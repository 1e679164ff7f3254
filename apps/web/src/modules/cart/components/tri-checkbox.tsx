"use client";

import type { Tri } from "../lib/selection";

/** A checkbox that can show "some selected" (indeterminate), labelled for assistive technology. */
export function TriCheckbox({
  state,
  onToggle,
  label,
  disabled,
  testId,
}: {
  state: Tri;
  onToggle: () => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <input
      type="checkbox"
      className="size-3.5 shrink-0 accent-brand"
      checked={state === "all"}
      ref={(el) => {
        if (el) el.indeterminate = state === "some";
      }}
      aria-checked={state === "some" ? "mixed" : state === "all"}
      onChange={onToggle}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
