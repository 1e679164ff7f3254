import type { Locale } from "@souk/contract";
import { ApiError } from "@/lib/api/api-error";
import { buildUrl } from "@/lib/api/endpoint";
import { readEnvelope } from "@/lib/api/envelope";

/**
 * Downloads a gift-card batch's numbers and passwords — the API gives them once (a second time it
 * answers 409 A00053, thrown here as an ApiError with its message). The call needs the staff token
 * in Authorization, so the file is fetched here and handed to the browser as a download.
 */
export async function downloadBatchCsv(token: string, locale: Locale, batchNo: string): Promise<void> {
  const res = await fetch(buildUrl("/api", `/admin/giftcards/batches/${batchNo}/csv`), {
    method: "POST",
    headers: { Authorization: token, "Accept-Language": locale, "X-Requested-With": "XMLHttpRequest" },
    credentials: "omit",
  });
  if (!res.ok || !(res.headers.get("content-type") ?? "").startsWith("text/csv")) {
    throw new ApiError(await readEnvelope(res), res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `giftcards-${batchNo}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
