import type { ShopApplication, ShopApplyBody, UploadedFile } from "@souk/contract";
import { endpoint } from "../endpoint";

/** The buyer's store application, or null (`/free-shop`). */
export const myShopApplicationEndpoint = () => endpoint<ShopApplication | null>("GET", "/p/shop/apply");
/** Apply, or resubmit after "not passed". */
export const shopApplyEndpoint = (body: ShopApplyBody) => endpoint<null>("POST", "/p/shop/apply", { body });
/** One image: `logo` answers a public path, `doc` a private document key (see shopDocUrl). */
export const shopApplyUploadEndpoint = (type: "logo" | "doc", file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<UploadedFile>("POST", "/p/shop/apply/upload", { query: { type }, body: form });
};
/** Where the browser reads a private document of the signed-in buyer (cookie-authenticated GET). */
export function shopDocUrl(key: string): string {
  return `/api/p/shop/apply/doc?path=${encodeURIComponent(key)}`;
}
