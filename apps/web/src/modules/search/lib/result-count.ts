/**
 * The result count of /list as big malls show it: exact totals in full ("4,196"); an estimate
 * (searchProdPage `totalExact` false, already rounded down to its leading digit by the API) with
 * a "+" and, in Chinese, in 万 from ten thousand on ("1万+" / "10,000+"; the number words come
 * from Intl, not from a message).
 */
export function formatResultCount(total: number, exact: boolean, locale: string): string {
  const tag = locale === "zh" ? "zh-CN" : "en-US";
  if (exact) return total.toLocaleString(tag);
  // zh-CN compact notation writes 万 from 10,000 on and plain digits below.
  if (locale === "zh" && total >= 10_000)
    return `${new Intl.NumberFormat(tag, { notation: "compact" }).format(total)}+`;
  return `${total.toLocaleString(tag)}+`;
}
