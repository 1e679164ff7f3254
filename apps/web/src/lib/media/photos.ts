/**
 * Photos a buyer uploads (review pictures, after-sales proof): images of at most 2 MB (spec parts
 * 5 and 9), checked here before the upload and again by the API.
 */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

export type PhotoProblem = "type" | "size" | "empty";

export function photoProblem(file: Pick<File, "type" | "size">): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size <= 0) return "empty";
  if (file.size > PHOTO_MAX_BYTES) return "size";
  return null;
}

/** Of the files chosen, which to upload (in order) given `already` there and at most `max`; the rest are refused. */
export function pickPhotos<F extends Pick<File, "type" | "size">>(
  chosen: readonly F[],
  already: number,
  max: number,
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
