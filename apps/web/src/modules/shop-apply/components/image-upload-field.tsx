"use client";

import { AVATAR_MAX_BYTES } from "@souk/contract";
import clsx from "clsx";
import { ImagePlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { shopApplyUploadEndpoint, shopDocUrl } from "@/lib/api/endpoints/shop-apply";
import { FieldError } from "@/components/ui/form-controls";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * One image of the application: picks a file, refuses more than 2 MB before sending, uploads it
 * (the API re-encodes it) and shows what the server stored. A logo is public; a document (license,
 * ID card) is private and is previewed through the applicant-only document route.
 */
export function ImageUploadField({
  label,
  kind,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  kind: "logo" | "doc";
  value: string;
  onChange: (path: string) => void;
  error?: string;
  testId: string;
}) {
  const t = useTranslations("shopApply");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const preview = value ? (kind === "logo" ? mediaUrl(value) : shopDocUrl(value)) : "";

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t("tooLarge"));
      return;
    }
    setBusy(true);
    try {
      onChange((await callApi(shopApplyUploadEndpoint(kind, file))).filePath);
    } catch {
      /* the API client showed the message */
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="flex flex-col items-center gap-1.5" data-testid={testId}>
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={busy}
        className={clsx(
          "flex size-[120px] items-center justify-center overflow-hidden rounded-sm border border-dashed bg-page text-muted hover:border-brand hover:text-brand",
          error ? "border-brand" : "border-line-strong",
        )}
      >
        {preview ? (
          <img src={preview} alt={label} className="size-full object-cover" data-testid={`${testId}-preview`} />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs">
            <ImagePlus size={26} strokeWidth={1.3} aria-hidden />
            {busy ? t("uploading") : t("upload")}
          </span>
        )}
      </button>
      <label htmlFor={id} className="text-xs text-ink">
        {label}
        {preview ? <span className="ml-1 text-muted">· {busy ? t("uploading") : t("replace")}</span> : null}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        onChange={(e) => void pick(e.target.files?.[0])}
        data-testid={`${testId}-input`}
      />
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
