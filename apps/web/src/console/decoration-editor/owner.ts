import type { Endpoint } from "@/lib/api/endpoint";
import type { DecorationApi } from "./endpoints";

/** Whose pages the editor decorates: the mall's (platform console) or the signed-in shop's (seller center). */
export interface DecorationOwner {
  kind: "platform" | "shop";
  /** The shop (seller center); its category links go to its own shop page. */
  shopId?: number;
  api: DecorationApi;
  /** The console path of the page list; the editor of a page is `${consolePath}/${renovationId}`. */
  consolePath: string;
  /** The console's picture upload (re-encoded by the API). */
  upload(file: File): Endpoint<{ filePath: string }>;
  /** The storefront address of a published page. */
  liveHref(page: { renovationId: number; isHome: boolean }): string;
}
