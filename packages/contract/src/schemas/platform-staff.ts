import { z } from "zod";

/*
 * Platform-console staff (`/admin/`): roles, what each role may use and the signed-in member's
 * profile. Platform accounts are shop_staff rows without a shop; their role is one of these.
 */

/**
 * `super` (super administrator, the seeded `platform` account): everything, including staff.
 * `operations`: stores, catalog, content, decoration, marketing. `service` (customer service):
 * members and chat. `finance`: finance, reports and members' balances.
 */
export const PLATFORM_ROLES = ["super", "operations", "service", "finance"] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** What a route of the platform API needs; the console's sidebar shows a page when the role has its permission. */
export const PLATFORM_PERMISSIONS = [
  "dashboard",
  "stores",
  "catalog",
  "content",
  "decoration",
  "members",
  "marketing",
  "finance",
  "reports",
  "service",
  "staff",
  "system",
] as const;
export type PlatformPermission = (typeof PLATFORM_PERMISSIONS)[number];

/** The one table of which platform role may do what (the API enforces it; the console's sidebar follows it). */
export const PLATFORM_ROLE_PERMISSIONS: Record<PlatformRole, readonly PlatformPermission[]> = {
  super: PLATFORM_PERMISSIONS,
  operations: ["dashboard", "stores", "catalog", "content", "decoration", "marketing", "reports"],
  service: ["dashboard", "members", "service"],
  finance: ["dashboard", "finance", "reports", "members"],
};

/** Whether `role` may use a route needing any of `needs` ("any": every platform role). */
export function platformRoleMay(role: PlatformRole, needs: readonly PlatformPermission[] | "any"): boolean {
  // A role this table does not know (a row written by hand) may do nothing.
  return needs === "any" || needs.some((p) => PLATFORM_ROLE_PERMISSIONS[role]?.includes(p) ?? false);
}

/** The roles whose permissions include `permission` (for a console's navigation). */
export const platformRolesFor = (permission: PlatformPermission): PlatformRole[] =>
  PLATFORM_ROLES.filter((r) => platformRoleMay(r, [permission]));

export const platformRoleSchema = z.enum(PLATFORM_ROLES, { error: "v.platformRole" });

/** `GET /admin/staff/me` → the signed-in platform staff member. */
export const platformStaffProfile = z.object({
  staffId: z.number(),
  userName: z.string(),
  name: z.string(),
  role: platformRoleSchema,
  permissions: z.array(z.enum(PLATFORM_PERMISSIONS)),
});
export type PlatformStaffProfile = z.infer<typeof platformStaffProfile>;
