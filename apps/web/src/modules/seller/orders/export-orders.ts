import type { Locale } from "@souk/contract";
import { ApiError } from "@/lib/api/api-error";
import { buildUrl } from "@/lib/api/endpoint";
import { readEnvelope } from "@/lib/api/envelope";

/**
 * Downloads the shop's orders of a day range as the API's CSV. The export needs the staff token
 * in Authorization (never a cookie), so a plain link cannot fetch it: the file is fetched here and
 * handed to the browser as a download. An error answer (an envelope) is thrown as an ApiError.
 */
export async function downloadOrdersCsv(
  token: string,
  locale: Locale,
  range: { from: string; to: string; status: number },
): Promise<void> {
  const res = await fetch(buildUrl("/api", "/m/order/export", range), {
    headers: { Authorization: token, "Accept-Language": locale, "X-Requested-With": "XMLHttpRequest" },
    credentials: "omit",
  });
  if (!res.ok || !(res.headers.get("content-type") ?? "").startsWith("text/csv")) {
    throw new ApiError(await readEnvelope(res), res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `orders-${range.from}-${range.to}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
