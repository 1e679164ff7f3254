import { and, desc, eq, sql } from "drizzle-orm";
import {
  SHOP_AUDIT_STATUS,
  SHOP_STATUS,
  validationText,
  type Locale,
  type Page,
  type PlatformShopApplication,
  type ShopApplication,
  type ShopApplyBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { renovations, shopApplications, shopStaff, shops, users } from "../../infra/db/schema/index.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { areaChain } from "../area/service.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { searchText } from "../search/tokenize.ts";
import { ShopDocuments } from "./documents.ts";
import { applyTransition, entryStatus, shopTransition, statusText, type ShopAction } from "./rules.ts";
import { APPLY_TEXT } from "./texts.ts";

/** Uploads per buyer per hour (logo and documents together). */
export const SHOP_UPLOADS_PER_HOUR = 30;

type Row = typeof shopApplications.$inferSelect;
type Body = ShopApplyBody & { provinceId: number; cityId: number; areaId: number };

/**
 * Store applications (issue 13): the buyer applies and resubmits, the platform approves or rejects;
 * approval creates the open shop with its default decoration and links the buyer's store account
 * as the shop's staff (signing in on /m/ with the uc-shopaccount password). The platform takes a
 * shop offline and back. Transitions follow rules.ts; anything else changes nothing.
 */
export class ShopApplyService {
  readonly documents: ShopDocuments;

  constructor(private readonly ctx: AppContext) {
    this.documents = new ShopDocuments(ctx);
  }

  private get db() {
    return this.ctx.database.db;
  }

  // ---------------------------------------------------------------- buyer side

  async upload(userId: number, type: "logo" | "doc", bytes: Buffer): Promise<string> {
    const n = await this.ctx.kv.incr(`upload:shop-apply:${userId}`, 3600);
    if (n > SHOP_UPLOADS_PER_HOUR) throw new AppError("B00016", APPLY_TEXT.tooManyUploads, null, 429);
    return type === "logo" ? this.documents.storeLogo(bytes) : this.documents.storeDoc(userId, bytes);
  }

  async mine(userId: number, locale: Locale): Promise<ShopApplication | null> {
    const [row] = await this.db.select().from(shopApplications).where(eq(shopApplications.userId, userId)).limit(1);
    if (!row) return null;
    return this.view(row, await this.shopStatusOf(row.shopId), locale);
  }

  /** For centerInfo: the top bar's shop status, the audit status and the shop id. */
  async centerStatus(
    userId: number,
  ): Promise<{ shopStatus: number; shopAuditStatus: number | null; shopId: number | null }> {
    const [row] = await this.db
      .select({ auditStatus: shopApplications.auditStatus, shopId: shopApplications.shopId, status: shops.status })
      .from(shopApplications)
      .leftJoin(shops, eq(shops.shopId, shopApplications.shopId))
      .where(eq(shopApplications.userId, userId))
      .limit(1);
    if (!row) return { shopStatus: -1, shopAuditStatus: null, shopId: null };
    return {
      shopStatus: entryStatus(row.auditStatus, row.status),
      shopAuditStatus: row.auditStatus,
      shopId: row.shopId,
    };
  }

  /** First application, or a resubmission after "not passed". Refused while under review or once open. */
  async apply(userId: number, body: Body, locale: Locale): Promise<void> {
    const names = areaChain(body.provinceId, body.cityId, body.areaId);
    if (!names) throw fieldError("areaId", validationText("v.region")!, locale);
    const [current] = await this.db.select().from(shopApplications).where(eq(shopApplications.userId, userId)).limit(1);
    this.assertCanSubmit(current?.auditStatus ?? null);
    await this.checkImages(userId, body, current, locale);
    if (await this.nameTaken(body.shopName, userId))
      throw fieldError("shopName", validationText("v.shopNameTaken")!, locale);
    const at = new Date(nowMs(this.ctx));
    const values = {
      shopName: body.shopName,
      mobile: body.mobile,
      provinceId: body.provinceId,
      province: names.province,
      cityId: body.cityId,
      city: names.city,
      areaId: body.areaId,
      area: names.area,
      addr: body.addr,
      intro: body.intro,
      shopLogo: body.shopLogo,
      businessLicense: body.businessLicense,
      identityCardFront: body.identityCardFront,
      identityCardLater: body.identityCardLater,
      auditStatus: SHOP_AUDIT_STATUS.pending,
      reason: "",
      updatedAt: at,
    };
    if (!current) {
      // Two first submissions at once: the unique user_id lets one in; the other reads "under review".
      const inserted = await this.db
        .insert(shopApplications)
        .values({ ...values, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ applyId: shopApplications.applyId });
      if (inserted.length === 0) throw showFail(APPLY_TEXT.underReview);
      return;
    }
    // The update only applies to a row still "not passed": a concurrent resubmission changes nothing.
    const updated = await this.db
      .update(shopApplications)
      .set(values)
      .where(and(eq(shopApplications.userId, userId), eq(shopApplications.auditStatus, SHOP_AUDIT_STATUS.rejected)))
      .returning({ applyId: shopApplications.applyId });
    if (updated.length === 0) throw showFail(APPLY_TEXT.underReview);
  }

  private assertCanSubmit(from: number | null): void {
    if (applyTransition(from, "submit") !== null) return;
    throw showFail(from === SHOP_AUDIT_STATUS.pending ? APPLY_TEXT.underReview : APPLY_TEXT.alreadyOpen);
  }

  /** The logo must be one this server stored (or the current one); documents must be the buyer's own uploads. */
  private async checkImages(userId: number, body: Body, current: Row | undefined, locale: Locale): Promise<void> {
    if (body.shopLogo !== current?.shopLogo && !(await this.documents.logoExists(body.shopLogo)))
      throw fieldError("shopLogo", validationText("v.shopLogo")!, locale);
    const docs: [keyof Body & string, string][] = [
      ["businessLicense", "v.businessLicense"],
      ["identityCardFront", "v.idCardFront"],
      ["identityCardLater", "v.idCardBack"],
    ];
    for (const [field, key] of docs) {
      const value = body[field] as string;
      if (!(await this.documents.readDoc(value, userId))) throw fieldError(field, validationText(key)!, locale);
    }
  }

  /** A name is taken by an existing shop (either language) or another buyer's live application. */
  private async nameTaken(name: string, userId: number): Promise<boolean> {
    const rows = await this.ctx.database.query(
      `select 1 from shops where status <> -1 and (lower(name_zh) = lower($1) or lower(name_en) = lower($1))
       union all
       select 1 from shop_applications where user_id <> $2 and audit_status = 0 and lower(shop_name) = lower($1)
       limit 1`,
      [name, userId],
    );
    return rows.length > 0;
  }

  async readDoc(key: string, reader: number | "platform"): Promise<Buffer> {
    const bytes = await this.documents.readDoc(key, reader);
    if (!bytes) throw notFound(APPLY_TEXT.docNotFound);
    return bytes;
  }

  // ---------------------------------------------------------------- platform side

  async page(
    query: { current: number; size: number; auditStatus?: number },
    locale: Locale,
  ): Promise<Page<PlatformShopApplication>> {
    const where = query.auditStatus === undefined ? undefined : eq(shopApplications.auditStatus, query.auditStatus);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopApplications)
      .where(where);
    const rows = await this.db
      .select({ a: shopApplications, shopStatus: shops.status, userMobile: users.mobile })
      .from(shopApplications)
      .leftJoin(shops, eq(shops.shopId, shopApplications.shopId))
      .leftJoin(users, eq(users.userId, shopApplications.userId))
      .where(where)
      .orderBy(desc(shopApplications.updatedAt), desc(shopApplications.applyId))
      .limit(query.size)
      .offset((query.current - 1) * query.size);
    const total = count?.n ?? 0;
    return {
      records: rows.map((r) => ({
        ...this.view(r.a, r.shopStatus, locale),
        userId: r.a.userId,
        userMobile: r.userMobile,
      })),
      total,
      current: query.current,
      size: query.size,
      pages: Math.ceil(total / query.size),
    };
  }

  async detail(applyId: number, locale: Locale): Promise<PlatformShopApplication> {
    const [r] = await this.db
      .select({ a: shopApplications, shopStatus: shops.status, userMobile: users.mobile })
      .from(shopApplications)
      .leftJoin(shops, eq(shops.shopId, shopApplications.shopId))
      .leftJoin(users, eq(users.userId, shopApplications.userId))
      .where(eq(shopApplications.applyId, applyId))
      .limit(1);
    if (!r) throw notFound(APPLY_TEXT.notFound);
    return { ...this.view(r.a, r.shopStatus, locale), userId: r.a.userId, userMobile: r.userMobile };
  }

  /**
   * Approves an application under review, in one transaction: the open shop (searchable, with a
   * default decoration), the buyer's store account linked as its staff (user name = the buyer's
   * mobile), the application passed. Then the catalog's "shops" version moves (cached pages).
   */
  async approve(applyId: number, reviewer: number | null): Promise<{ shopId: number }> {
    const shopId = await this.db.transaction(async (tx) => {
      const [a] = await tx.select().from(shopApplications).where(eq(shopApplications.applyId, applyId)).for("update");
      if (!a) throw notFound(APPLY_TEXT.notFound);
      if (applyTransition(a.auditStatus, "approve") === null) throw showFail(APPLY_TEXT.notPending);
      const [taken] = await tx
        .select({ one: sql<number>`1` })
        .from(shops)
        .where(
          sql`${shops.status} <> -1 and (lower(${shops.nameZh}) = lower(${a.shopName}) or lower(${shops.nameEn}) = lower(${a.shopName}))`,
        )
        .limit(1);
      if (taken) throw showFail(validationText("v.shopNameTaken")!);
      const [shop] = await tx
        .insert(shops)
        .values({
          nameZh: a.shopName,
          nameEn: a.shopName,
          logo: a.shopLogo,
          introZh: a.intro,
          introEn: a.intro,
          status: SHOP_STATUS.open,
          shopType: 2,
          score: 50,
          searchVector: sql`setweight(to_tsvector('simple', ${searchText(a.shopName)}), 'A') || setweight(to_tsvector('simple', ${searchText(a.intro)}), 'B')`,
        })
        .returning({ shopId: shops.shopId });
      const id = shop!.shopId;
      await tx.insert(renovations).values({
        shopId: id,
        renovationType: 1,
        name: "店铺首页 Shop home",
        homeStatus: 1,
        content: defaultDecoration(id),
      });
      const [u] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.userId, a.userId)).limit(1);
      await tx
        .insert(shopStaff)
        .values({ shopId: id, userName: u?.mobile ?? `user${a.userId}`, passwordHash: "", userId: a.userId });
      await tx
        .update(shopApplications)
        .set({
          auditStatus: SHOP_AUDIT_STATUS.passed,
          shopId: id,
          reason: "",
          reviewedBy: reviewer,
          reviewedAt: new Date(nowMs(this.ctx)),
        })
        .where(eq(shopApplications.applyId, applyId));
      return id;
    });
    await bumpCatalogVersion(this.ctx, "shops", "home");
    return { shopId };
  }

  async reject(applyId: number, reason: string, reviewer: number | null): Promise<void> {
    const updated = await this.db
      .update(shopApplications)
      .set({
        auditStatus: SHOP_AUDIT_STATUS.rejected,
        reason,
        reviewedBy: reviewer,
        reviewedAt: new Date(nowMs(this.ctx)),
      })
      .where(and(eq(shopApplications.applyId, applyId), eq(shopApplications.auditStatus, SHOP_AUDIT_STATUS.pending)))
      .returning({ applyId: shopApplications.applyId });
    if (updated.length > 0) return;
    const [exists] = await this.db
      .select({ id: shopApplications.applyId })
      .from(shopApplications)
      .where(eq(shopApplications.applyId, applyId));
    throw exists ? showFail(APPLY_TEXT.notPending) : notFound(APPLY_TEXT.notFound);
  }

  /** The platform takes an open shop offline (its pages show it, its goods leave search) or back. */
  async setShopState(shopId: number, action: ShopAction): Promise<number> {
    const [s] = await this.db.select({ status: shops.status }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
    if (!s || s.status === -1) throw notFound(APPLY_TEXT.shopNotFound);
    const to = shopTransition(s.status, action);
    if (to === null) throw showFail(action === "offline" ? APPLY_TEXT.cannotOffline : APPLY_TEXT.cannotOnline);
    const updated = await this.db
      .update(shops)
      .set({ status: to })
      .where(and(eq(shops.shopId, shopId), eq(shops.status, s.status)))
      .returning({ shopId: shops.shopId });
    if (updated.length === 0) throw showFail(action === "offline" ? APPLY_TEXT.cannotOffline : APPLY_TEXT.cannotOnline);
    await bumpCatalogVersion(this.ctx, "shops", "products", "home");
    return to;
  }

  // ---------------------------------------------------------------- helpers

  private async shopStatusOf(shopId: number | null): Promise<number | null> {
    if (shopId === null) return null;
    const [s] = await this.db.select({ status: shops.status }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
    return s?.status ?? null;
  }

  private view(r: Row, shopStatus: number | null, locale: Locale): ShopApplication {
    const text = statusText(r.auditStatus, shopStatus);
    return {
      applyId: r.applyId,
      shopName: r.shopName,
      mobile: r.mobile,
      provinceId: r.provinceId,
      province: r.province,
      cityId: r.cityId,
      city: r.city,
      areaId: r.areaId,
      area: r.area,
      addr: r.addr,
      intro: r.intro,
      shopLogo: r.shopLogo,
      businessLicense: r.businessLicense,
      identityCardFront: r.identityCardFront,
      identityCardLater: r.identityCardLater,
      auditStatus: r.auditStatus,
      statusText: pick(locale, text.zh, text.en),
      reason: r.reason,
      shopId: r.shopId,
      shopStatus,
      createTime: mallDateTime(r.createdAt),
      updateTime: mallDateTime(r.updatedAt),
    };
  }
}

/** A new shop's home decoration: its sign with a nav to its home and all its goods (the shop index shows its default home below). */
function defaultDecoration(shopId: number): unknown[] {
  return [
    {
      type: "shop_signs",
      dataField: {
        bgUrl: "",
        navList: [
          { name: APPLY_TEXT.navHome, path: { type: 3, link: shopId } },
          { name: APPLY_TEXT.navAllGoods, path: { type: 4, link: `/shop-prod-list?sid=${shopId}` } },
        ],
        showCategory: 0,
        showLogo: 0,
        showNavs: 0,
        showSearch: 0,
      },
    },
  ];
}

export const shopApplyServiceOf = perContext((ctx) => new ShopApplyService(ctx));
