"use client";

import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { useState, type ReactNode } from "react";

/**
 * "Are you sure?" before something that cannot be undone (delete an address, delete
 * footprints). `trigger` is the button that opens it; `onConfirm` may be async.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description?: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
}) {
  const t = useTranslations("userCenter");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[360px] -translate-x-1/2 -translate-y-1/2 rounded-sm bg-white p-6 shadow-xl outline-none"
          data-testid="confirm-dialog"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <AlertDialog.Title className="text-base font-semibold text-ink">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-xs text-subtle">{description}</AlertDialog.Description>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-sm border border-line-strong px-5 py-1.5 text-xs hover:border-brand hover:text-brand">
              {t("cancel")}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              onClick={() => void confirm()}
              className="rounded-sm bg-brand px-5 py-1.5 text-xs text-white hover:bg-brand-dark disabled:opacity-70"
              data-testid="confirm-ok"
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
