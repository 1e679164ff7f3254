/**
 * Who may call an API path, shared by the API's auth hook and the storefront's client so the two
 * can never disagree about when the token must travel (ADR 0005):
 * - `required`: `/p/...` (spec part 6: the token in Authorization);
 * - `merchant`: `/m/...` but `/m/login` (staff tokens in Authorization only);
 * - `optional`: any path with a `ma` segment (answers per user when the token is sent);
 * - `public`: everything else.
 */
export type PathAccess = "required" | "optional" | "merchant" | "public";

export function pathAccess(pathOrUrl: string): PathAccess {
  const path = pathOrUrl.split("?")[0] ?? "";
  if (path.startsWith("/p/")) return "required";
  if (path.startsWith("/m/") && path !== "/m/login") return "merchant";
  if (/(^|\/)ma(\/|$)/.test(path)) return "optional";
  return "public";
}
