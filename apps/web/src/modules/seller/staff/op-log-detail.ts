/*
 * The operation log's details as one line for the owner: SKU prices (fen → ¥) and stock, then the
 * other facts as `key: value`. Long values are cut so a row stays one line.
 */

interface SkuFact {
  properties?: unknown;
  price?: unknown;
  stock?: unknown;
}

const MAX_VALUE = 60;

function value(v: unknown): string {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
}

function sku(s: SkuFact, labels: { price: string; stock: string }): string {
  const name = Array.isArray(s.properties) ? s.properties.join("/") : "";
  const parts = [name];
  if (typeof s.price === "number") parts.push(`${labels.price} ¥${(s.price / 100).toFixed(2)}`);
  if (typeof s.stock === "number") parts.push(`${labels.stock} ${s.stock}`);
  return parts.filter(Boolean).join(" ");
}

export function describeDetail(detail: Record<string, unknown>, labels: { price: string; stock: string }): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(detail)) {
    if (k === "skus" && Array.isArray(v)) out.push(...v.map((s) => sku(s as SkuFact, labels)));
    else if (v !== undefined && v !== null && v !== "") out.push(`${k}: ${value(v)}`);
  }
  return out.join("; ");
}
