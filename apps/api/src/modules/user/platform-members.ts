import {
  fenToYuan,
  maskMobile,
  pageOffset,
  toPage,
  type Locale,
  type Page,
  type PageQuery,
  type PlatformMember,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";
import { growthLevelOf, memberServiceOf } from "../member/service.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import * as q from "./platform-queries.ts";
import { USER_TEXT } from "./texts.ts";

/**
 * The platform console's members: the buyers with their balance, points and growth
 * level; disabling one ends every session at once (the sign-in and token refresh refuse a disabled
 * account, ACCOUNT_TEXT.disabled), re-enabling lets them sign in again.
 */
export class PlatformMembers {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private async views(rows: readonly q.MemberListRow[], locale: Locale): Promise<PlatformMember[]> {
    const levels = await memberServiceOf(this.ctx).adminLevels();
    return rows.map((r) => {
      const l = growthLevelOf(levels, r.growth);
      return {
        userId: r.userId,
        userName: r.userName,
        nickName: r.nickName,
        pic: r.pic,
        mobile: maskMobile(r.mobile),
        levelName: l ? pick(locale, l.nameZh, l.nameEn) : null,
        growth: r.growth,
        balance: fenToYuan(r.balance),
        points: r.points,
        status: r.status === 1 ? 1 : 0,
        createTime: mallDateTime(r.createdAt),
      };
    });
  }

  async page(query: PageQuery & { keyword?: string }, locale: Locale): Promise<Page<PlatformMember>> {
    const { rows, total } = await q.memberPage(this.db, query.keyword, query.size, pageOffset(query));
    return toPage(await this.views(rows, locale), total, query);
  }

  async one(userId: number, locale: Locale): Promise<PlatformMember> {
    const r = await q.memberRow(this.db, userId);
    if (!r) throw notFound(USER_TEXT.noMember);
    return (await this.views([r], locale))[0]!;
  }

  /**
   * Disables (0) or re-enables (1) the account with the operator's reason, in one transaction with
   * its operation-log entry; disabling then ends every open session (tokens revoked, refresh refused).
   */
  async setStatus(staff: { staffId: number }, userId: number, status: 0 | 1, reason: string): Promise<void> {
    if (!(await q.memberRow(this.db, userId))) throw notFound(USER_TEXT.noMember);
    await this.db.transaction(async (tx) => {
      if (await q.setStatus(tx, userId, status))
        await recordPlatformOp(tx, staff, status === 0 ? "member.disable" : "member.enable", userId, { reason });
    });
    if (status === 0) await this.ctx.tokens.revokeAll(userId);
  }
}

export const platformMembersOf = perContext((ctx) => new PlatformMembers(ctx));
