import path from "node:path";
import {
  ORDER_COUNT_KEYS,
  validationText,
  type Locale,
  type OrderCountData,
  type SetUserInfoBody,
  type UserCenterInfo,
  type UserInfo,
} from "@souk/contract";
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { users } from "../../infra/db/schema/index.ts";
import { maskNickName } from "../comment/service.ts";
import { LocalFileStore, type FileStore } from "../../infra/files/local-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { orderServiceOf } from "../order/service.ts";
import { shopApplyServiceOf } from "../shop-apply/service.ts";
import { AVATAR_PATH, storeAvatar } from "./avatar.ts";
import { profileOf, updateProfile } from "./queries.ts";
import { AVATAR_TEXT } from "./texts.ts";

/** Avatar uploads per buyer per hour: generous for people, a brake on using the server as an image encoder. */
export const AVATAR_UPLOADS_PER_HOUR = 30;

/** The profile part of the user center: top-bar info, nickname and avatar, user-center home. */
export class UserService {
  readonly files: FileStore;

  constructor(private readonly ctx: AppContext) {
    this.files = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
  }

  async userInfo(userId: number): Promise<UserInfo> {
    const p = await this.profile(userId);
    return { userId: p.userId, nickName: p.nickName, pic: p.pic };
  }

  /**
   * Nickname (required, ≤ 15) and optionally the avatar. pic must be the current picture, ""
   * (none), or an avatar this server stored via /p/file/upload: never an arbitrary URL.
   */
  async setUserInfo(userId: number, body: SetUserInfoBody, locale: Locale): Promise<void> {
    const p = await this.profile(userId);
    let pic: string | undefined;
    if (body.pic !== undefined && body.pic !== p.pic) {
      const key = AVATAR_PATH.exec(body.pic)?.[1];
      if (body.pic !== "" && (!key || !(await this.files.read(key))))
        throw fieldError("pic", validationText("v.pic")!, locale);
      pic = body.pic;
    }
    await updateProfile(this.ctx.database.db, userId, {
      nickName: body.nickName,
      ...(pic !== undefined ? { pic } : {}),
    });
  }

  /**
   * User-center home: order counts per status label from the order service; the buyer's store
   * (shopStatus in the top bar's dialect, shopAuditStatus, shopId) from the store applications.
   */
  async centerInfo(userId: number): Promise<UserCenterInfo> {
    const p = await this.profile(userId);
    const counts = await orderServiceOf(this.ctx).counts(userId);
    const orderCountData = Object.fromEntries(ORDER_COUNT_KEYS.map((k) => [k, counts[k]])) as OrderCountData;
    const shop = await shopApplyServiceOf(this.ctx).centerStatus(userId);
    return { isSetPassword: p.hasPassword, orderCountData, ...shop };
  }

  /** Stores an uploaded avatar (see avatar.ts); at most AVATAR_UPLOADS_PER_HOUR per buyer. */
  async uploadAvatar(userId: number, bytes: Buffer): Promise<string> {
    const n = await this.ctx.kv.incr(`upload:avatar:${userId}`, 3600);
    if (n > AVATAR_UPLOADS_PER_HOUR) {
      throw new AppError("B00016", AVATAR_TEXT.tooManyUploads, null, 429);
    }
    return storeAvatar(this.files, bytes);
  }

  /** Nicknames of buyers, masked ("演***家"): how other buyers see them (group buy's group leaders). */
  async maskedNickNames(userIds: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (userIds.length === 0) return out;
    const rows = await this.ctx.database.db
      .select({ userId: users.userId, nickName: users.nickName })
      .from(users)
      .where(inArray(users.userId, [...new Set(userIds)]));
    for (const r of rows) out.set(r.userId, maskNickName(r.nickName));
    return out;
  }

  private async profile(userId: number) {
    const p = await profileOf(this.ctx.database.db, userId);
    if (!p) throw new AppError("A00004");
    return p;
  }
}

export const userServiceOf = perContext((ctx) => new UserService(ctx));
