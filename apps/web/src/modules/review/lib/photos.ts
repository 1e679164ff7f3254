import { COMMENT_CONTENT_MAX, COMMENT_PICS_MAX } from "@souk/contract";

/** Spec parts 5 and 9: review photos are images of at most 2 MB, at most 9 per review. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

export type PhotoProblem = "type" | "size" | "empty";

export function photoProblem(file: Pick<File, "type" | "size">): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size <= 0) return "empty";
  if (file.size > PHOTO_MAX_BYTES) return "size";
  return null;
}

/** Of the files chosen, which to upload (in order) given what is there already; the rest are refused. */
export function pickPhotos<F extends Pick<File, "type" | "size">>(
  chosen: readonly F[],
  already: number,
  max: number = COMMENT_PICS_MAX,
): { accepted: F[]; problems: PhotoProblem[]; overLimit: number } {
  const accepted: F[] = [];
  const problems: PhotoProblem[] = [];
  let overLimit = 0;
  for (const f of chosen) {
    const p = photoProblem(f);
    if (p) problems.push(p);
    else if (already + accepted.length >= max) overLimit++;
    else accepted.push(f);
  }
  return { accepted, problems, overLimit };
}

/** Review text: required (not blank) and at most 150 characters (an emoji is one). */
export function contentLength(s: string): number {
  return Array.from(s.trim()).length;
}

export function contentError(s: string): "v.commentContent" | null {
  const n = contentLength(s);
  return n >= 1 && n <= COMMENT_CONTENT_MAX ? null : "v.commentContent";
}
