import type { Locale } from "@souk/contract";
import { ApiError } from "@/lib/api/api-error";
import { buildUrl } from "@/lib/api/endpoint";
import { readEnvelope } from "@/lib/api/envelope";
import type { SettlementFilters } from "./endpoints";

/**
 * Downloads the settlement table of the filter as the API's CSV (the same rows and figures). The
 * platform token goes in Authorization, so the file is fetched here and handed to the browser.
 */
export async function downloadSettlementsCsv(token: string, locale: Locale, f: SettlementFilters): Promise<void> {
  const res = await fetch(buildUrl("/api", "/admin/finance/settlements/csv", { ...f }), {
    headers: { Authorization: token, "Accept-Language": locale, "X-Requested-With": "XMLHttpRequest" },
    credentials: "omit",
  });
  if (!res.ok || !(res.headers.get("content-type") ?? "").startsWith("text/csv")) {
    throw new ApiError(await readEnvelope(res), res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `settlements-${f.from ?? "all"}-${f.to ?? "all"}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
