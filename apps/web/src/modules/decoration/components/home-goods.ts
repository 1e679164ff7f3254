import type { DecorationBlock } from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import { homeDecorationEndpoint } from "@/lib/api/endpoints/decoration";
import { sharedLoad } from "@/lib/lazy/section-loader";
import { parseDecoration } from "../lib/parse";

/** Where a lazily loaded goods grid of the home finds its products: block index, then keys into its data. */
export interface HomeGoodsSource {
  /** The version of the decoration the page was rendered from (`decorationVersion`). */
  version: string;
  block: number;
  /** Keys from the block's data to the object whose `goods` the grid shows (`["columns", 1]`); empty for the block itself. */
  path: (string | number)[];
}

const loads = new Map<string, { version: string; answer: Promise<DecorationBlock[]> }>();

/**
 * The blocks of the published home decoration, fetched through `/api` once per rendered version
 * however many sections ask (a failed fetch is asked again on retry; a page rendered from a newer
 * version fetches again). The indexes are those of the server's `parseDecoration`, which the page
 * was rendered from.
 */
export function homeBlocks(locale: string, version: string): Promise<DecorationBlock[]> {
  return sharedLoad(loads, locale, version, async () =>
    parseDecoration((await callApi(homeDecorationEndpoint(), { silent: true }))?.content),
  );
}

/** The object at `path` inside a block's data (`undefined` when the decoration changed shape since). */
export function dataAt(blocks: DecorationBlock[], source: HomeGoodsSource): Record<string, unknown> | undefined {
  let at: unknown = blocks[source.block]?.dataField;
  for (const key of source.path) at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at && typeof at === "object" ? (at as Record<string, unknown>) : undefined;
}
