import {
  PLATFORM_ROLE_PERMISSIONS,
  type OpLogAction,
  type PlatformOpLogEntry,
  type PlatformOpLogQuery,
  type PlatformStaffMember,
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
import type { Tx } from "../../infra/db/client.ts";
import { opLogPage, recordOp, recordPlatformOp } from "./op-log.ts";
import {
  activeStaffIdOfUser,
  insertStaff,
  otherEnabledSupers,
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

  /* The shop owner's management of the shop's accounts: the shared code path below on the shop's scope. */

  list(owner: StaffIdentity): Promise<StaffMember[]> {
    return this.listIn(shopScope(owner)) as Promise<StaffMember[]>;
  }

  create(
    owner: StaffIdentity,
    body: { userName: string; name: string; role: StaffRole; password: string },
  ): Promise<{ staffId: number }> {
    return this.createIn(shopScope(owner), body);
  }

  setRole(owner: StaffIdentity, staffId: number, role: StaffRole): Promise<void> {
    return this.setRoleIn(shopScope(owner), staffId, role);
  }

  setStatus(owner: StaffIdentity, staffId: number, status: 0 | 1): Promise<void> {
    return this.setStatusIn(shopScope(owner), staffId, status);
  }

  resetPassword(owner: StaffIdentity, staffId: number, password: string): Promise<void> {
    return this.resetPasswordIn(shopScope(owner), staffId, password);
  }

  unlock(owner: StaffIdentity, staffId: number): Promise<void> {
    return this.unlockIn(shopScope(owner), staffId);
  }

  opLog(owner: StaffIdentity, q: OpLogQuery): Promise<Page<OpLogEntry>> {
    return opLogPage(this.db, owner.shopId, q);
  }

  /* The platform's super administrators' management of the platform accounts (`/admin/staff`). */

  platform(actor: PlatformStaffIdentity) {
    const scope = platformScope(actor);
    return {
      list: () => this.listIn(scope) as Promise<PlatformStaffMember[]>,
      create: (body: { userName: string; name: string; role: PlatformRole; password: string }) =>
        this.createIn(scope, body),
      setRole: (staffId: number, role: PlatformRole) => this.setRoleIn(scope, staffId, role),
      setStatus: (staffId: number, status: 0 | 1) => this.setStatusIn(scope, staffId, status),
      resetPassword: (staffId: number, password: string) => this.resetPasswordIn(scope, staffId, password),
      unlock: (staffId: number) => this.unlockIn(scope, staffId),
      opLog: (q: PlatformOpLogQuery) => opLogPage(this.db, null, q) as Promise<Page<PlatformOpLogEntry>>,
    };
  }

  /* One code path for both: the scope says whose accounts, how changes are logged and what is protected. */

  private async listIn(scope: Scope) {
    const rows = await shopStaffRows(this.db, scope.shopId);
    return Promise.all(
      rows.map(async (r) => ({
        staffId: r.staffId,
        userName: r.userName,
        name: r.name || r.userName,
        role: r.role as StaffRole & PlatformRole,
        status: r.status,
        locked: await this.throttle.isLocked(r.userName),
        createdAt: mallDateTime(r.createdAt),
      })),
    );
  }

  private async createIn(
    scope: Scope,
    body: { userName: string; name: string; role: StaffRole | PlatformRole; password: string },
  ): Promise<{ staffId: number }> {
    const passwordHash = await hashPassword(body.password);
    return this.db.transaction(async (tx) => {
      const staffId = await insertStaff(tx, {
        shopId: scope.shopId,
        userName: body.userName,
        name: body.name,
        role: body.role,
        passwordHash,
      });
      if (staffId === undefined) throw showFail(STAFF_TEXT.nameTaken, 409);
      await scope.record(tx, "staff.create", staffId, { userName: body.userName, name: body.name, role: body.role });
      return { staffId };
    });
  }

  private async setRoleIn(scope: Scope, staffId: number, role: StaffRole | PlatformRole): Promise<void> {
    await this.db.transaction(async (tx) => {
      const target = await this.member(tx, scope, staffId);
      await scope.guard(tx, target, { role });
      await updateStaff(tx, staffId, { role });
      await scope.record(tx, "staff.role", staffId, { userName: target.userName, from: target.role, to: role });
    });
    await staffTokenCacheOf(this.ctx).sessionsChanged();
  }

  private async setStatusIn(scope: Scope, staffId: number, status: 0 | 1): Promise<void> {
    await this.db.transaction(async (tx) => {
      const target = await this.member(tx, scope, staffId);
      await scope.guard(tx, target, { status });
      await updateStaff(tx, staffId, { status });
      if (status === 0) await revokeStaffTokens(tx, staffId, new Date(nowMs(this.ctx)));
      await scope.record(tx, "staff.status", staffId, { userName: target.userName, status });
    });
    await staffTokenCacheOf(this.ctx).sessionsChanged();
  }

  /** A new password ends the account's sessions and lifts its sign-in locks. */
  private async resetPasswordIn(scope: Scope, staffId: number, password: string): Promise<void> {
    const target = await this.member(this.db, scope, staffId);
    if (target.linkedUserId !== null) throw showFail(STAFF_TEXT.linkedPassword, 409);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await updateStaff(tx, staffId, { passwordHash });
      await revokeStaffTokens(tx, staffId, new Date(nowMs(this.ctx)));
      await scope.record(tx, "staff.password", staffId, { userName: target.userName });
    });
    await staffTokenCacheOf(this.ctx).sessionsChanged();
    await this.throttle.unlock(target.userName);
  }

  private async unlockIn(scope: Scope, staffId: number): Promise<void> {
    const target = await this.member(this.db, scope, staffId);
    await this.throttle.unlock(target.userName);
    await scope.record(this.db, "staff.unlock", staffId, { userName: target.userName });
  }

  private async member(db: Tx, scope: Scope, staffId: number) {
    const target = await staffOfShop(db, scope.shopId, staffId);
    if (!target) throw notFound(STAFF_TEXT.notFound);
    return target;
  }
}

type Target = NonNullable<Awaited<ReturnType<typeof staffOfShop>>>;

/** Whose accounts, how a change is logged, and what a change may not do. */
interface Scope {
  shopId: number | null;
  record(db: Tx, action: OpLogAction, target: number, detail: Record<string, unknown>): Promise<void>;
  guard(db: Tx, target: Target, change: { role?: string; status?: 0 | 1 }): Promise<void>;
}

/** A shop: the owner's account keeps its role and status (a shop is never left without its owner). */
function shopScope(owner: StaffIdentity): Scope {
  return {
    shopId: owner.shopId,
    record: (db, action, target, detail) => recordOp(db, owner, action, target, detail),
    guard: async (_db, target) => {
      if (target.role === "owner") throw showFail(STAFF_TEXT.ownerFixed, 409);
    },
  };
}

/**
 * The platform: the last enabled super administrator stays one — neither disabled nor given another
 * role, by someone else or themselves (A00058) — checked under a lock of the super rows.
 */
function platformScope(actor: PlatformStaffIdentity): Scope {
  return {
    shopId: null,
    record: (db, action, target, detail) => recordPlatformOp(db, actor, action, target, detail),
    guard: async (db, target, change) => {
      const demotes = change.role !== undefined && change.role !== "super";
      const disables = change.status === 0;
      if (!demotes && !disables) return;
      if (
        (target.role as string) === "super" &&
        target.status === 1 &&
        (await otherEnabledSupers(db, target.staffId)) === 0
      )
        throw new AppError("A00058");
    },
  };
}

export const staffServiceOf = perContext((ctx) => new StaffService(ctx));

/**
 * The staff id of a buyer account that is also an enabled staff account (the single sign-on's
 * INNER account, spec part 6); null for an ordinary buyer (OUTER).
 */
export function staffIdOfUser(ctx: AppContext, userId: number): Promise<number | null> {
  return activeStaffIdOfUser(ctx.database.db, userId);
}
