import {
  PLATFORM_ROLE_PERMISSIONS,
  ROLE_PERMISSIONS,
  type Locale,
  type PlatformRole,
  type PlatformStaffProfile,
  type OpLogEntry,
  type OpLogQuery,
  type Page,
  type StaffMember,
  type StaffProfile,
  type StaffRole,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { PlatformStaffIdentity, StaffIdentity } from "../../infra/auth/staff-token-store.ts";
import { staffTokenCacheOf } from "../../infra/auth/staff-token-cache.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { opLogPage, recordOp } from "./op-log.ts";
import {
  activeStaffIdOfUser,
  insertStaff,
  platformStaffRow,
  profileRow,
  revokeStaffTokens,
  shopStaffRows,
  staffOfShop,
  updateStaff,
} from "./queries.ts";
import { StaffSignInThrottle } from "./signin-throttle.ts";
import { STAFF_TEXT } from "./texts.ts";

/**
 * The seller center's staff: the signed-in member's profile, and the owner's management of the
 * shop's accounts (add with a role, change role, disable, reset password, unlock). Every change
 * is written to the operation log. Another shop's staff id answers like an unknown one (404);
 * owner accounts keep their role and status (a shop is never left without its owner).
 */
export class StaffService {
  private readonly throttle: StaffSignInThrottle;

  constructor(private readonly ctx: AppContext) {
    this.throttle = new StaffSignInThrottle(ctx);
  }

  private get db() {
    return this.ctx.database.db;
  }

  async profile(staff: StaffIdentity, locale: Locale): Promise<StaffProfile> {
    const row = await profileRow(this.db, staff.staffId);
    if (!row) throw new AppError("A00004");
    const role = row.role as StaffRole;
    return {
      staffId: row.staffId,
      userName: row.userName,
      name: row.name || row.userName,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      shopId: row.shopId,
      shopName: pick(locale, row.nameZh, row.nameEn),
      shopLogo: row.logo,
    };
  }

  /** `GET /admin/staff/me`: the signed-in platform staff member, their role and what it allows. */
  async platformProfile(staff: PlatformStaffIdentity): Promise<PlatformStaffProfile> {
    const row = await platformStaffRow(this.db, staff.staffId);
    if (!row) throw new AppError("A00004");
    const role = row.role as PlatformRole;
    return {
      staffId: row.staffId,
      userName: row.userName,
      name: row.name || row.userName,
      role,
      permissions: [...(PLATFORM_ROLE_PERMISSIONS[role] ?? [])],
    };
  }

  async list(owner: StaffIdentity): Promise<StaffMember[]> {
    const rows = await shopStaffRows(this.db, owner.shopId);
    return Promise.all(
      rows.map(async (r) => ({
        staffId: r.staffId,
        userName: r.userName,
        name: r.name || r.userName,
        role: r.role as StaffRole,
        status: r.status,
        locked: await this.throttle.isLocked(r.userName),
        createdAt: mallDateTime(r.createdAt),
      })),
    );
  }

  async create(
    owner: StaffIdentity,
    body: { userName: string; name: string; role: StaffRole; password: string },
  ): Promise<{ staffId: number }> {
    const passwordHash = await hashPassword(body.password);
    const staffId = await insertStaff(this.db, {
      shopId: owner.shopId,
      userName: body.userName,
      name: body.name,
      role: body.role,
      passwordHash,
    });
    if (staffId === undefined) throw showFail(STAFF_TEXT.nameTaken, 409);
    await recordOp(this.db, owner, "staff.create", staffId, { userName: body.userName, role: body.role });
    return { staffId };
  }

  async setRole(owner: StaffIdentity, staffId: number, role: StaffRole): Promise<void> {
    const target = await this.changeable(owner, staffId);
    await updateStaff(this.db, staffId, { role });
    await staffTokenCacheOf(this.ctx).sessionsChanged();
    await recordOp(this.db, owner, "staff.role", staffId, { userName: target.userName, from: target.role, to: role });
  }

  async setStatus(owner: StaffIdentity, staffId: number, status: 0 | 1): Promise<void> {
    const target = await this.changeable(owner, staffId);
    await updateStaff(this.db, staffId, { status });
    if (status === 0) await revokeStaffTokens(this.db, staffId, new Date(nowMs(this.ctx)));
    await staffTokenCacheOf(this.ctx).sessionsChanged();
    await recordOp(this.db, owner, "staff.status", staffId, { userName: target.userName, status });
  }

  /** A new password ends the account's sessions and lifts its sign-in locks. */
  async resetPassword(owner: StaffIdentity, staffId: number, password: string): Promise<void> {
    const target = await this.member(owner, staffId);
    if (target.linkedUserId !== null) throw showFail(STAFF_TEXT.linkedPassword, 409);
    await updateStaff(this.db, staffId, { passwordHash: await hashPassword(password) });
    await revokeStaffTokens(this.db, staffId, new Date(nowMs(this.ctx)));
    await staffTokenCacheOf(this.ctx).sessionsChanged();
    await this.throttle.unlock(target.userName);
    await recordOp(this.db, owner, "staff.password", staffId, { userName: target.userName });
  }

  async unlock(owner: StaffIdentity, staffId: number): Promise<void> {
    const target = await this.member(owner, staffId);
    await this.throttle.unlock(target.userName);
    await recordOp(this.db, owner, "staff.unlock", staffId, { userName: target.userName });
  }

  opLog(owner: StaffIdentity, q: OpLogQuery): Promise<Page<OpLogEntry>> {
    return opLogPage(this.db, owner.shopId, q);
  }

  private async member(owner: StaffIdentity, staffId: number) {
    const target = await staffOfShop(this.db, owner.shopId, staffId);
    if (!target) throw notFound(STAFF_TEXT.notFound);
    return target;
  }

  private async changeable(owner: StaffIdentity, staffId: number) {
    const target = await this.member(owner, staffId);
    if (target.role === "owner") throw showFail(STAFF_TEXT.ownerFixed, 409);
    return target;
  }
}

export const staffServiceOf = perContext((ctx) => new StaffService(ctx));

/**
 * The staff id of a buyer account that is also an enabled staff account (the single sign-on's
 * INNER account, spec part 6); null for an ordinary buyer (OUTER).
 */
export function staffIdOfUser(ctx: AppContext, userId: number): Promise<number | null> {
  return activeStaffIdOfUser(ctx.database.db, userId);
}
