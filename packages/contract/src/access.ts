/**
 * Who may call an API path, shared by the API's auth hook and the storefront's client so the two
 * can never disagree about when the token must travel (ADR 0005):
 * - `required`: `/p/...` (spec part 6: the token in Authorization);
 * - `merchant`: `/m/...` but `/m/login` (shop-staff tokens in Authorization only);
 * - `platform`: `/admin/...` but `/admin/login` (platform-staff tokens in Authorization only, ADR 0014);
 * - `optional`: any path with a `ma` segment (answers per user when the token is sent);
 * - `public`: everything else.
 */
export type PathAccess = "required" | "optional" | "merchant" | "platform" | "public";

export function pathAccess(pathOrUrl: string): PathAccess {
  const path = pathOrUrl.split("?")[0] ?? "";
  if (path.startsWith("/p/")) return "required";
  if (path.startsWith("/m/") && path !== "/m/login") return "merchant";
  if (path.startsWith("/admin/") && path !== "/admin/login") return "platform";
  if (/(^|\/)ma(\/|$)/.test(path)) return "optional";
  return "public";
}
