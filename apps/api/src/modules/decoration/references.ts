import type { DecorationBlockStored } from "@souk/contract";

/**
 * What a stored decoration refers to, each with where it sits: the block's index and the path in
 * its dataField ("imgList.1.path", "prodIds.2"). Links are found wherever they are (a `path`
 * object with a link type), id lists by their key, so a new block type's links are checked too.
 */
export type Reference =
  | { kind: "product"; id: number }
  | { kind: "shop"; id: number }
  | { kind: "coupon"; id: number }
  | { kind: "categories"; ids: number[] }
  | { kind: "shopCategory"; id: number; shopId: number }
  | { kind: "microPage"; id: number; shopId: number }
  | { kind: "session"; id: number };

export interface Located {
  blockIndex: number;
  field: string;
  ref: Reference;
}

const LIST_KINDS = { prodIds: "product", shopIds: "shop", couponIds: "coupon" } as const;

function linkRef(v: Record<string, unknown>): Reference | undefined {
  const link = v.link;
  switch (v.type) {
    case 1:
      return typeof link === "number" ? { kind: "product", id: link } : undefined;
    case 2:
      if (typeof v.shopId === "number" && typeof link === "number")
        return { kind: "shopCategory", id: link, shopId: v.shopId };
      return Array.isArray(link) ? { kind: "categories", ids: link.filter((x) => typeof x === "number") } : undefined;
    case 3:
      return typeof link === "number" ? { kind: "shop", id: link } : undefined;
    case 5:
      return typeof link === "number" && typeof v.shopId === "number"
        ? { kind: "microPage", id: link, shopId: v.shopId }
        : undefined;
    default:
      return undefined; // 4 and 6: paths and URLs, nothing to look up
  }
}

export function referencesOf(blocks: readonly DecorationBlockStored[]): Located[] {
  const out: Located[] = [];
  blocks.forEach((block, blockIndex) => {
    const walk = (v: unknown, path: string[]): void => {
      if (Array.isArray(v)) return v.forEach((x, i) => walk(x, [...path, String(i)]));
      if (!v || typeof v !== "object") return;
      const o = v as Record<string, unknown>;
      if (path.at(-1) === "path" && typeof o.type === "number") {
        const ref = linkRef(o);
        if (ref) out.push({ blockIndex, field: path.join("."), ref });
        return;
      }
      for (const [k, x] of Object.entries(o)) {
        const kind = LIST_KINDS[k as keyof typeof LIST_KINDS];
        if (kind && Array.isArray(x)) {
          x.forEach((id, i) => {
            if (typeof id === "number")
              out.push({ blockIndex, field: [...path, k, String(i)].join("."), ref: { kind, id } });
          });
        } else if (k === "session" && block.type === "limited_skill" && typeof x === "number") {
          out.push({ blockIndex, field: [...path, k].join("."), ref: { kind: "session", id: x } });
        } else walk(x, [...path, k]);
      }
    };
    walk(block.dataField, []);
  });
  return out;
}
