"use client";

import { COMMENT_CONTENT_MAX, COMMENT_PICS_MAX, type OrderItemView } from "@souk/contract";
import clsx from "clsx";
import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { writeCommentEndpoint } from "@/lib/api/endpoints/comment";
import { useValidationText } from "@/lib/forms/validation-text";
import { Thumb } from "@/components/ui/thumbnail";
import { PhotoUpload, usePhotoUpload } from "@/components/ui/photo-upload";
import { contentError, contentLength } from "../lib/comment-content";

/**
 * The review of one order item: rating (1-5), text (required, ≤ 150), up to 9 photos (images
 * ≤ 2 MB, checked here and by the API), anonymous. Photos are uploaded as they are chosen.
 */
export function CommentForm({ item, onDone }: { item: OrderItemView; onDone: () => void }) {
  const t = useTranslations("comment");
  const vt = useValidationText();
  const id = useId();
  const [score, setScore] = useState<1 | 2 | 3 | 4 | 5>(5);
  const [content, setContent] = useState("");
  const photos = usePhotoUpload(COMMENT_PICS_MAX, {
    add: t("addPhoto"),
    photo: (n) => t("photoN", { n }),
    remove: (n) => t("removePhoto", { n }),
    uploading: t("uploading"),
    badType: t("photoType"),
    tooLarge: t("photoSize"),
    tooMany: t("photoLimit", { max: COMMENT_PICS_MAX }),
  });
  const { pics, uploading } = photos;
  const [anonymous, setAnonymous] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = tried ? contentError(content) : null;

  const submit = async () => {
    setTried(true);
    if (contentError(content) || busy || uploading > 0) return;
    setBusy(true);
    try {
      await callApi(
        writeCommentEndpoint({
          orderItemId: item.orderItemId,
          score,
          content: content.trim(),
          pics,
          isAnonymous: anonymous ? 1 : 0,
        }),
      );
      toast.success(t("thanks"));
      onDone();
    } catch {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="grid grid-cols-[260px_1fr] border border-line max-md:grid-cols-1"
      data-testid="comment-form"
      data-order-item-id={item.orderItemId}
    >
      <div className="flex flex-col items-center gap-2 border-r border-line bg-[#fafafa] px-5 py-6 text-center text-xs">
        <Thumb src={item.pic} size={100} />
        <a
          href={`/detail/${item.prodId}`}
          target="_blank"
          rel="noopener"
          className="line-clamp-2 leading-5 text-ink hover:text-brand"
        >
          {item.prodName}
        </a>
        {item.skuName ? <p className="text-[11px] text-muted">{item.skuName}</p> : null}
      </div>
      <div className="flex flex-col gap-4 px-6 py-5 text-xs">
        <fieldset className="flex items-center gap-3">
          <legend className="float-left w-[70px] text-subtle">{t("score")}</legend>
          <div className="flex gap-1" data-testid="comment-score">
            {([1, 2, 3, 4, 5] as const).map((n) => (
              <label
                key={n}
                className="cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-brand"
                title={t(`scores.${n}`)}
              >
                <input
                  type="radio"
                  name={`${id}-score`}
                  value={n}
                  checked={score === n}
                  onChange={() => setScore(n)}
                  className="sr-only"
                  aria-label={t(`scores.${n}`)}
                  data-testid={`comment-star-${n}`}
                />
                <Star
                  size={22}
                  className={n <= score ? "fill-[#ff9500] text-[#ff9500]" : "text-line-strong"}
                  aria-hidden
                />
              </label>
            ))}
          </div>
          <span className="text-subtle" aria-hidden>
            {t(`scores.${score}`)}
          </span>
        </fieldset>
        <div className="grid grid-cols-[70px_1fr] items-start gap-x-3">
          <label htmlFor={`${id}-content`} className="pt-1 text-subtle">
            <span className="mr-0.5 text-brand" aria-hidden>
              *
            </span>
            {t("content")}
          </label>
          <div>
            <div className="relative">
              <textarea
                id={`${id}-content`}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                rows={4}
                maxLength={COMMENT_CONTENT_MAX * 2}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-err` : undefined}
                placeholder={t("contentPlaceholder")}
                className={clsx(
                  "w-full resize-none border px-3 py-2 text-xs leading-5 focus:border-brand focus:outline-none",
                  error ? "border-brand" : "border-line-strong",
                )}
                data-testid="comment-content"
              />
              <span
                className={clsx(
                  "absolute bottom-2 right-3 text-[11px]",
                  contentLength(content) > COMMENT_CONTENT_MAX ? "text-brand" : "text-muted",
                )}
              >
                {contentLength(content)}/{COMMENT_CONTENT_MAX}
              </span>
            </div>
            {error ? (
              <p id={`${id}-err`} role="alert" className="mt-1 text-brand" data-testid="comment-content-error">
                {vt(error)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="grid grid-cols-[70px_1fr] items-start gap-x-3">
          <span className="pt-1 text-subtle" id={`${id}-photos`}>
            {t("photos")}
          </span>
          <div>
            <PhotoUpload
              state={photos}
              labelledBy={`${id}-photos`}
              testId="comment-photos"
              inputTestId="comment-photo-input"
            />
            <p className="mt-1.5 text-[11px] text-muted">{t("photoHint", { max: COMMENT_PICS_MAX, n: pics.length })}</p>
          </div>
        </div>
        <div className="flex items-center justify-between pl-[82px]">
          <label className="flex items-center gap-1.5 text-subtle">
            <input
              type="checkbox"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              className="size-3.5 accent-brand"
              data-testid="comment-anonymous"
            />
            {t("anonymous")}
          </label>
          <button
            type="submit"
            disabled={busy || uploading > 0}
            aria-busy={busy}
            className="h-8 w-[120px] rounded-sm bg-brand text-sm text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
            data-testid="comment-submit"
          >
            {t("submit")}
          </button>
        </div>
      </div>
    </form>
  );
}
