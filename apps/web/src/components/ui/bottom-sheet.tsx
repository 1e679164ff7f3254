"use client";

import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";

interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** A bar pinned under the scrolling content (confirm buttons). */
  footer?: ReactNode;
  testId?: string;
}

/**
 * A phone's modal panel rising from the bottom edge (filters, the SKU picker): a radix dialog, so
 * focus is trapped, Escape and the backdrop close it and it is labelled by its title. At most 85%
 * of the screen high; its content scrolls, the footer stays, above the home indicator.
 */
export function BottomSheet({ open, onOpenChange, title, closeLabel, children, footer, testId }: BottomSheetProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <D.Content
          className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[85dvh] flex-col rounded-t-xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl outline-none"
          aria-describedby={undefined}
          data-testid={testId}
        >
          <div className="flex h-12 shrink-0 items-center border-b border-line pl-4">
            <D.Title className="flex-1 truncate text-base font-semibold text-ink">{title}</D.Title>
            <D.Close
              className="flex size-12 items-center justify-center text-muted hover:text-brand"
              aria-label={closeLabel}
            >
              <X size={20} aria-hidden />
            </D.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer ? <div className="shrink-0 border-t border-line p-3">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
