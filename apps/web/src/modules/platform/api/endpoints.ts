import type { MerchantLoginResult, PlatformStaffProfile } from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform API (`/admin/…`) as the platform console calls it, with a platform-staff token. */
export const platformLogin = (userName: string, passWord: string) =>
  endpoint<MerchantLoginResult>("POST", "/admin/login", { body: { userName, passWord } });
export const platformLogout = () => endpoint<null>("POST", "/admin/logout");
/** The signed-in platform staff member: role and the console areas it may use. */
export const platformStaffMe = () => endpoint<PlatformStaffProfile>("GET", "/admin/staff/me");
