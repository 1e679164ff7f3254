import type {
  FlowRangeReport,
  Page,
  PlatformOpLogEntry,
  PlatformRole,
  PlatformSalesReport,
  PlatformStaffCreateBody,
  PlatformStaffMember,
  SettlementPage,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform API's finance, reports and staff routes as the console calls them. */

export interface SettlementFilters {
  shopId?: number;
  from?: string;
  to?: string;
}

/** Settled shop-days, newest first, with the totals of every match. */
export const settlements = (q: SettlementFilters & { current: number; size: number }) =>
  endpoint<SettlementPage>("GET", "/admin/finance/settlements", { query: { ...q } });

export const settledShops = () => endpoint<{ shopId: number; shopName: string }[]>("GET", "/admin/finance/shops");

export const platformSales = (q: { from: string; to: string }) =>
  endpoint<PlatformSalesReport>("GET", "/admin/report/sales", { query: { ...q } });
export const platformFlow = (q: { from: string; to: string }) =>
  endpoint<FlowRangeReport>("GET", "/admin/report/flow", { query: { ...q } });

export const platformStaffList = () => endpoint<PlatformStaffMember[]>("GET", "/admin/staff/list");
export const addPlatformStaff = (body: PlatformStaffCreateBody) =>
  endpoint<{ staffId: number }>("POST", "/admin/staff", { body });
export const setPlatformStaffRole = (staffId: number, role: PlatformRole) =>
  endpoint<null>("PUT", `/admin/staff/${staffId}/role`, { body: { role } });
export const setPlatformStaffStatus = (staffId: number, status: 0 | 1) =>
  endpoint<null>("PUT", `/admin/staff/${staffId}/status`, { body: { status } });
export const resetPlatformStaffPassword = (staffId: number, password: string) =>
  endpoint<null>("PUT", `/admin/staff/${staffId}/password`, { body: { password } });
export const unlockPlatformStaff = (staffId: number) => endpoint<null>("PUT", `/admin/staff/${staffId}/unlock`);

export interface PlatformOpLogFilters {
  action?: string;
  staffId?: number;
  from?: string;
  to?: string;
}
export const platformOpLog = (q: PlatformOpLogFilters & { current: number; size: number }) =>
  endpoint<Page<PlatformOpLogEntry>>("GET", "/admin/oplog/page", { query: { ...q } });
