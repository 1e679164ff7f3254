/**
 * The description WeChat Pay shows on the scan page and in the buyer's bill. The gateway takes
 * at most 127 UTF-8 bytes (API v3 `description`). One payment may cover several orders (one per
 * shop): every product is named, in order, joined by "、"; when they do not fit, as many as fit
 * are named and "等N件商品" says how many products the payment covers. Never cut inside a character.
 */
export const WXPAY_DESCRIPTION_MAX_BYTES = 127;

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

export function payDescription(payNo: string, productNames: readonly string[]): string {
  const names = [...new Set(productNames.map((n) => n.trim()).filter(Boolean))];
  const head = `Souk ${payNo}`;
  if (names.length === 0) return head;
  const all = `${head} ${names.join("、")}`;
  if (bytes(all) <= WXPAY_DESCRIPTION_MAX_BYTES) return all;
  const suffix = `等${names.length}件商品`;
  let shown = "";
  for (const name of names) {
    const next = shown ? `${shown}、${name}` : name;
    if (bytes(`${head} ${next}${suffix}`) > WXPAY_DESCRIPTION_MAX_BYTES) {
      if (!shown) shown = cutToBytes(name, WXPAY_DESCRIPTION_MAX_BYTES - bytes(`${head} ${suffix}`) - 3) + "…";
      break;
    }
    shown = next;
  }
  return `${head} ${shown}${suffix}`;
}

function cutToBytes(s: string, max: number): string {
  let out = "";
  for (const ch of s) {
    if (bytes(out + ch) > max) break;
    out += ch;
  }
  return out;
}
