import { COMMENT_CONTENT_MAX } from "@souk/contract";

/** Review text: required (not blank) and at most 150 characters (an emoji is one). */
export function contentLength(s: string): number {
  return Array.from(s.trim()).length;
}

export function contentError(s: string): "v.commentContent" | null {
  const n = contentLength(s);
  return n >= 1 && n <= COMMENT_CONTENT_MAX ? null : "v.commentContent";
}
