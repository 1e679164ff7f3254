/**
 * Images the API stores (avatars, product and shop pictures) come as paths such as
 * "/files/prod/1.webp", served by the API; the storefront reaches the API under /api.
 * Absolute URLs and data URLs pass through; an empty value stays empty.
 */
export function mediaUrl(path: string | null | undefined): string {
  const p = (path ?? "").trim();
  if (p === "") return "";
  if (/^(https?:)?\/\//i.test(p) || p.startsWith("data:") || p.startsWith("blob:")) return p;
  if (p.startsWith("/api/")) return p;
  return `/api${p.startsWith("/") ? "" : "/"}${p}`;
}
