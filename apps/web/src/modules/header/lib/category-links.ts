/** Product-list link of a category: cpid (first level), cid (second), thCid (third), as the spec's /list query. */
export function categoryListHref(cpid: number, cid?: number, thCid?: number): string {
  const q = new URLSearchParams({ cpid: String(cpid) });
  if (cid !== undefined) q.set("cid", String(cid));
  if (thCid !== undefined) q.set("thCid", String(thCid));
  return `/list?${q}`;
}

/** The full-screen category directory (the phone's "categories" tab), in the product list's URL family. */
export const CATEGORIES_PATH = "/list/categories";
