"use client";

import clsx from "clsx";
import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

/** Modal dialog: focus trapped, Escape closes, labelled by its title. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, className, children }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <D.Content
          className={clsx(
            "fixed left-1/2 top-1/2 z-50 w-[400px] -translate-x-1/2 -translate-y-1/2 rounded-sm bg-white p-6 shadow-xl outline-none",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <D.Title className="text-lg font-semibold text-ink">{title}</D.Title>
          {description ? <D.Description className="mt-1 text-xs text-muted">{description}</D.Description> : null}
          <D.Close
            className="absolute right-3 top-3 rounded-sm p-1 text-muted hover:text-brand"
            aria-label={closeLabel}
          >
            <X size={18} aria-hidden />
          </D.Close>
          <div className="mt-4">{children}</div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
