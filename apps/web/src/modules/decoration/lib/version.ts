import { createHash } from "node:crypto";

/**
 * A short name for one version of a decoration document (the published content with the live
 * cards the API embedded in it): equal documents, equal names. The page passes it to its lazily
 * loaded sections so that a page rendered from a newer document never shows an older one's cards.
 */
export function decorationVersion(content: string | null | undefined): string {
  return createHash("sha256")
    .update(content ?? "")
    .digest("base64url")
    .slice(0, 16);
}
