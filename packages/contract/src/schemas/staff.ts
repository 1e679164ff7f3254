import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idSchema } from "../validation.ts";
import { passwordSchema } from "./account.ts";

/*
 * Seller-center staff: roles, what each role may use, the signed-in staff member's profile, the
 * owner's staff management and the shop's operation log (all under `/m/`).
 */

/**
 * Staff roles. `owner`: the seeded `shop<id>` accounts and the accounts of stores opened through
 * the application flow; may use everything. The others are added by the owner.
 */
export const STAFF_ROLES = ["owner", "operations", "fulfilment", "service"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a route of the merchant API needs; the sidebar shows a section when the role has its permission. */
export const STAFF_PERMISSIONS = [
  "dashboard",
  "products",
  "marketing",
  "orders",
  "refunds",
  "service",
  "reports",
  "settings",
  "staff",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The one table of which role may do what (the API enforces it; the seller center's sidebar follows it). */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  operations: ["products", "marketing"],
  fulfilment: ["orders", "refunds"],
  service: ["service"],
};

export function roleMay(role: StaffRole, needs: readonly StaffPermission[] | "any"): boolean {
  return needs === "any" || needs.some((p) => ROLE_PERMISSIONS[role].includes(p));
}

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: "v.staffRole" });
/** A role the owner can give: every role but owner (a shop has its owner account from its opening). */
export const assignableRoleSchema = z.enum(["operations", "fulfilment", "service"], { error: "v.staffRole" });

/** `GET /m/staff/me` → the signed-in staff member and their shop. */
export const staffProfile = z.object({
  staffId: z.number(),
  userName: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

const staffNameSchema = z
  .string({ error: "v.staffName" })
  .trim()
  .refine(
    (v) => {
      const n = Array.from(v).length;
      return n >= 1 && n <= 20 && !/[<>\p{Cc}\p{Cf}]/u.test(v);
    },
    { error: "v.staffName" },
  );

/** `GET /m/staff/list` → StaffMember[] (the owner's view of the shop's accounts). */
export const staffMember = z.object({
  staffId: z.number(),
  userName: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** 1 enabled, 0 disabled. */
  status: z.number(),
  /** Sign-in is locked somewhere (too many wrong passwords); the owner can unlock. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** `POST /m/staff` → {staffId}. The password is plain (HTTPS), with the mall's password rules. */
export const staffCreateBody = z.object({
  userName: z
    .string({ error: "v.merchantAccount" })
    .trim()
    .regex(/^[A-Za-z0-9_]{3,30}$/, { error: "v.merchantAccount" }),
  name: staffNameSchema,
  role: assignableRoleSchema,
  password: passwordSchema,
});
export type StaffCreateBody = z.input<typeof staffCreateBody>;

export const staffParams = z.object({ staffId: idSchema });
export const staffRoleBody = z.object({ role: assignableRoleSchema });
export const staffStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: "v.staffStatus" }),
});
export const staffPasswordBody = z.object({ password: passwordSchema });

/** What the operation log records. */
export const OP_LOG_ACTIONS = [
  "product.create",
  "product.update",
  "product.status",
  "order.ship",
  "refund.accept",
  "refund.refuse",
  "refund.receive",
  "promotion.create",
  "promotion.update",
  "promotion.end",
  "staff.create",
  "staff.role",
  "staff.status",
  "staff.password",
  "staff.unlock",
  "signin.locked",
  "settings.update",
  "decoration.create",
  "decoration.rename",
  "decoration.delete",
  "decoration.draft",
  "decoration.publish",
  "decoration.restore",
] as const;
export type OpLogAction = (typeof OP_LOG_ACTIONS)[number];

/** `GET /m/oplog/page?action=&staffId=&from=&to=` (days in mall time, inclusive) → Page<OpLogEntry>, newest first. */
export const opLogQuery = pageQuery.extend({
  action: z.enum(OP_LOG_ACTIONS, { error: "v.opLogAction" }).optional(),
  staffId: idSchema.optional(),
  from: z
    .string({ error: "v.dateRange" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.dateRange" })
    .optional(),
  to: z
    .string({ error: "v.dateRange" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.dateRange" })
    .optional(),
});
export type OpLogQuery = z.output<typeof opLogQuery>;

export const opLogEntry = z.object({
  id: z.number(),
  /** Who: null for an event without a signed-in staff member (a sign-in lock). */
  staffId: z.number().nullable(),
  userName: z.string(),
  action: z.enum(OP_LOG_ACTIONS),
  /** What it acted on: a product id, order number, refund number, promotion or staff id. */
  target: z.string(),
  /** The facts of the change (new prices and stock, the carrier, the reason, the source address). */
  detail: z.record(z.string(), z.unknown()),
  /** yyyy-MM-dd HH:mm:ss, mall time. */
  createdAt: z.string(),
});
export type OpLogEntry = z.infer<typeof opLogEntry>;
