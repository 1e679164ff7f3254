import type {
  Page,
  PlatformDashboard,
  PlatformShop,
  PlatformShopApplication,
  PlatformShopFilter,
  ShopStatusAction,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform API (`/admin/…`) for stores and the dashboard, as the platform console calls it. */

/** Store applications by audit status (0 under review, 1 passed, -1 not passed) and keyword, last changed first. */
export const applicationPage = (q: { current: number; size: number; auditStatus?: 0 | 1 | -1; keyword?: string }) =>
  endpoint<Page<PlatformShopApplication>>("GET", "/admin/shop/apply/page", { query: { ...q } });
export const applicationDetail = (applyId: number) =>
  endpoint<PlatformShopApplication>("GET", `/admin/shop/apply/${applyId}`);
export const approveApplication = (applyId: number) =>
  endpoint<{ shopId: number }>("PUT", `/admin/shop/apply/${applyId}/approve`);
export const rejectApplication = (applyId: number, reason: string) =>
  endpoint<null>("PUT", `/admin/shop/apply/${applyId}/reject`, { body: { reason } });
/** A private document's bytes (platform staff only): fetched with the token, never as a plain URL. */
export const SHOP_DOC_PATH = "/admin/shop/doc";

/** Every shop by status filter and name. */
export const shopPage = (q: { current: number; size: number; status?: PlatformShopFilter; keyword?: string }) =>
  endpoint<Page<PlatformShop>>("GET", "/admin/shop/page", { query: { ...q } });
export const changeShopStatus = (shopId: number, action: ShopStatusAction, reason: string) =>
  endpoint<{ status: number }>("PUT", `/admin/shop/${shopId}/${action}`, { body: { reason } });

/** The mall's figures of today and the last 30 days, and the to-do counts. */
export const platformDashboard = () => endpoint<PlatformDashboard>("GET", "/admin/dashboard");
