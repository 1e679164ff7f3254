"use client";

import { ImagePlus, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { UploadedFile } from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import type { Endpoint } from "@/lib/api/endpoint";
import { uploadImageEndpoint } from "@/lib/api/endpoints/comment";
import { mediaUrl } from "@/lib/media/media-url";
import { pickPhotos } from "@/lib/media/photos";

/** The words of one use (review pictures, after-sales proof), in the page's language. */
export interface PhotoTexts {
  add: string;
  /** The alt text of the n-th photo (1-based). */
  photo: (n: number) => string;
  /** The label of the n-th photo's remove button. */
  remove: (n: number) => string;
  uploading: string;
  badType: string;
  tooLarge: string;
  tooMany: string;
}

/** Where photos go and how a stored one is shown: public review photos by default. */
export interface PhotoStorage {
  upload: (file: File) => Endpoint<UploadedFile>;
  srcOf: (stored: string) => string;
}
const PUBLIC_PHOTOS: PhotoStorage = { upload: uploadImageEndpoint, srcOf: mediaUrl };

/**
 * Photos uploaded as they are chosen (POST to `storage.upload`), at most `max`: what the server
 * answered for each so far and how many are still on their way (a form waits for them before it
 * submits).
 */
export function usePhotoUpload(
  max: number,
  texts: PhotoTexts,
  initial: readonly string[] = [],
  storage: PhotoStorage = PUBLIC_PHOTOS,
) {
  const [pics, setPics] = useState<string[]>([...initial]);
  const [uploading, setUploading] = useState(0);

  const choose = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const { accepted, problems, overLimit } = pickPhotos([...files], pics.length + uploading, max);
    if (problems.includes("type")) toast.error(texts.badType);
    if (problems.includes("size") || problems.includes("empty")) toast.error(texts.tooLarge);
    if (overLimit > 0) toast.error(texts.tooMany);
    setUploading((n) => n + accepted.length);
    for (const f of accepted) {
      try {
        const { filePath } = await callApi(storage.upload(f));
        setPics((p) => (p.length < max ? [...p, filePath] : p));
      } catch {
        /* shown by the API client */
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const remove = (path: string) => setPics((all) => all.filter((x) => x !== path));
  return { pics, uploading, max, texts, choose, remove, srcOf: storage.srcOf };
}

export type PhotoUploadState = ReturnType<typeof usePhotoUpload>;

/** The chosen photos with their remove buttons, placeholders while uploading, and the "add" tile. */
export function PhotoUpload({
  state,
  labelledBy,
  testId,
  inputTestId,
}: {
  state: PhotoUploadState;
  labelledBy?: string;
  testId?: string;
  inputTestId?: string;
}) {
  const { pics, uploading, max, texts } = state;
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <ul className="flex flex-wrap gap-2" aria-labelledby={labelledBy} data-testid={testId}>
      {pics.map((p, i) => (
        <li key={p} className="relative">
          <img
            src={state.srcOf(p)}
            alt={texts.photo(i + 1)}
            width={72}
            height={72}
            className="size-[72px] border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => state.remove(p)}
            className="absolute -right-1.5 -top-1.5 flex size-4 items-center justify-center rounded-full bg-black/60 text-white hover:bg-brand"
            aria-label={texts.remove(i + 1)}
          >
            <X size={10} aria-hidden />
          </button>
        </li>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <li
          key={`u${i}`}
          className="size-[72px] animate-pulse border border-line bg-page"
          aria-label={texts.uploading}
        />
      ))}
      {pics.length + uploading < max ? (
        <li>
          <label className="flex size-[72px] cursor-pointer flex-col items-center justify-center gap-1 border border-dashed border-line-strong text-[11px] text-muted hover:border-brand hover:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand">
            <ImagePlus size={20} aria-hidden />
            {texts.add}
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              className="sr-only"
              onChange={(e) => {
                // choose() takes the files before its first await; the input is emptied so the
                // same file can be chosen again.
                void state.choose(e.target.files);
                if (fileRef.current) fileRef.current.value = "";
              }}
              data-testid={inputTestId}
            />
          </label>
        </li>
      ) : null}
    </ul>
  );
}
