import {
  SHOP_AUDIT_STATUS,
  SHOP_STATUS,
  validationText,
  type Locale,
  toPage,
  type Page,
  type PlatformShop,
  type PlatformShopApplication,
  type PlatformShopFilter,
  type ShopStatusNotice,
  type ShopApplication,
  type ShopApplyBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { areaChain } from "../area/service.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { searchText } from "../search/tokenize.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { ShopDocuments } from "./documents.ts";
import * as stores from "./stores-queries.ts";
import * as q from "./queries.ts";
import { applyTransition, entryStatus, shopTransition, statusText, type ShopAction } from "./rules.ts";
import { APPLY_TEXT, STORE_STATE_TEXT } from "./texts.ts";

const CANNOT: Record<ShopAction, (typeof APPLY_TEXT)[keyof typeof APPLY_TEXT]> = {
  offline: APPLY_TEXT.cannotOffline,
  online: APPLY_TEXT.cannotOnline,
  suspend: APPLY_TEXT.cannotSuspend,
  reinstate: APPLY_TEXT.cannotReinstate,
};

/** The filter of the platform's shop list a status falls under. */
export function stateOf(status: number): PlatformShopFilter {
  const found = (Object.keys(stores.FILTER_STATUSES) as PlatformShopFilter[]).find((f) =>
    stores.FILTER_STATUSES[f].includes(status),
  );
  return found ?? "offline";
}

/** Uploads per buyer per hour (logo and documents together). */
export const SHOP_UPLOADS_PER_HOUR = 30;

type Row = q.ApplicationRow;
type Body = ShopApplyBody & { provinceId: number; cityId: number; areaId: number };

/**
 * Store applications: the buyer applies and resubmits, the platform approves or rejects;
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
    const row = await q.ofUser(this.db, userId);
    if (!row) return null;
    return this.view(row, await this.shopStatusOf(row.shopId), locale);
  }

  /** For centerInfo: the top bar's shop status, the audit status and the shop id. */
  async centerStatus(
    userId: number,
  ): Promise<{ shopStatus: number; shopAuditStatus: number | null; shopId: number | null }> {
    const row = await q.centerRow(this.db, userId);
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
    const current = await q.ofUser(this.db, userId);
    this.assertCanSubmit(current?.auditStatus ?? null);
    await this.checkImages(userId, body, current, locale);
    if (await this.nameTaken(body.shopName, userId))
      throw fieldError("shopName", validationText("v.shopNameTaken")!, locale);
    const at = new Date(nowMs(this.ctx));
    const values: q.ApplicationValues = {
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
      if (!(await q.insertFirst(this.db, userId, values, at))) throw showFail(APPLY_TEXT.underReview);
      return;
    }
    // The update only applies to a row still "not passed": a concurrent resubmission changes nothing.
    if (!(await q.resubmit(this.db, userId, values))) throw showFail(APPLY_TEXT.underReview);
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
  private nameTaken(name: string, userId: number): Promise<boolean> {
    return q.nameTaken(this.ctx.database, name, userId);
  }

  async readDoc(key: string, reader: number | "platform"): Promise<Buffer> {
    const bytes = await this.documents.readDoc(key, reader);
    if (!bytes) throw notFound(APPLY_TEXT.docNotFound);
    return bytes;
  }

  // ---------------------------------------------------------------- platform side

  async page(
    query: { current: number; size: number; auditStatus?: number; keyword?: string },
    locale: Locale,
  ): Promise<Page<PlatformShopApplication>> {
    const { rows, total } = await q.page(
      this.db,
      query.auditStatus,
      query.keyword,
      query.size,
      (query.current - 1) * query.size,
    );
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
    const r = await q.detail(this.db, applyId);
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
      const a = await q.lockApplication(tx, applyId);
      if (!a) throw notFound(APPLY_TEXT.notFound);
      if (applyTransition(a.auditStatus, "approve") === null) throw showFail(APPLY_TEXT.notPending);
      if (await q.shopNameTaken(tx, a.shopName)) throw showFail(validationText("v.shopNameTaken")!);
      const id = await q.insertShop(tx, {
        name: a.shopName,
        logo: a.shopLogo,
        intro: a.intro,
        status: SHOP_STATUS.open,
        nameText: searchText(a.shopName),
        introText: searchText(a.intro),
      });
      await q.insertHomeDecoration(tx, id, defaultDecoration(id));
      await q.insertStaff(tx, id, (await q.mobileOf(tx, a.userId)) ?? `user${a.userId}`, a.userId);
      await q.markPassed(tx, applyId, id, reviewer, new Date(nowMs(this.ctx)));
      return id;
    });
    await bumpCatalogVersion(this.ctx, "shops", "home");
    return { shopId };
  }

  async reject(applyId: number, reason: string, reviewer: number | null): Promise<void> {
    if (await q.markRejected(this.db, applyId, reason, reviewer, new Date(nowMs(this.ctx)))) return;
    const exists = await q.exists(this.db, applyId);
    throw exists ? showFail(APPLY_TEXT.notPending) : notFound(APPLY_TEXT.notFound);
  }

  /**
   * The platform takes an open shop offline or back online, suspends a shop or reinstates it
   * (rules.ts), with the reason the shop owner reads in the seller center: in one transaction the
   * status (only if still what was read), the shop's note and the operation log (when a staff
   * member did it; the CLI on the database has none). Then the storefront's shop, product and home
   * pages follow through the catalog versions (any status but open shows the shop as offline).
   */
  async setShopState(
    shopId: number,
    action: ShopAction,
    reason: string,
    staff: { staffId: number } | null,
  ): Promise<number> {
    const refused = () => showFail(CANNOT[action]);
    const from = await q.shopStatus(this.db, shopId);
    if (from === undefined || from === -1) throw notFound(APPLY_TEXT.shopNotFound);
    const to = shopTransition(from, action);
    if (to === null) throw refused();
    await this.db.transaction(async (tx) => {
      if (!(await q.setShopStatus(tx, shopId, from, to))) throw refused();
      const at = new Date(nowMs(this.ctx));
      await stores.writeNote(tx, { shopId, action, status: to, reason, staffId: staff?.staffId ?? null, at });
      if (staff) await recordPlatformOp(tx, staff, `shop.${action}`, shopId, { from, to, reason });
    });
    await bumpCatalogVersion(this.ctx, "shops", "products", "home");
    return to;
  }

  /** Every shop (not deleted), newest first, by name and status filter, with the platform's last reason. */
  async shops(
    query: { current: number; size: number; keyword?: string; status?: PlatformShopFilter },
    locale: Locale,
  ): Promise<Page<PlatformShop>> {
    const { rows, total } = await stores.shopPage(this.db, query, query.size, (query.current - 1) * query.size);
    return toPage(
      rows.map(({ shop, note, onShelf }) => {
        const state = stateOf(shop.status);
        const current = note && note.status === shop.status ? note : null;
        return {
          shopId: shop.shopId,
          shopName: pick(locale, shop.nameZh, shop.nameEn),
          shopNameEn: shop.nameEn,
          shopLogo: shop.logo,
          status: shop.status,
          state,
          statusText: pick(locale, STORE_STATE_TEXT[state].zh, STORE_STATE_TEXT[state].en),
          reason: current?.reason ?? "",
          reasonTime: current ? mallDateTime(current.changedAt) : null,
          onShelf: Number(onShelf),
          createTime: mallDateTime(shop.createdAt),
        };
      }),
      total,
      query,
    );
  }

  /**
   * What the seller center's banner reads: the shop's status and, when the platform's last change
   * gave the status the shop still has, that change and its reason.
   */
  async statusNotice(shopId: number, locale: Locale): Promise<ShopStatusNotice> {
    const r = await stores.statusWithNote(this.db, shopId);
    if (!r) throw notFound(APPLY_TEXT.shopNotFound);
    const state = stateOf(r.status);
    const note = r.note && r.note.status === r.status ? r.note : null;
    return {
      status: r.status,
      statusText: pick(locale, STORE_STATE_TEXT[state].zh, STORE_STATE_TEXT[state].en),
      action: (note?.action as ShopAction | undefined) ?? null,
      reason: note?.reason ?? "",
      reasonTime: note ? mallDateTime(note.changedAt) : null,
    };
  }

  // ---------------------------------------------------------------- helpers

  private async shopStatusOf(shopId: number | null): Promise<number | null> {
    if (shopId === null) return null;
    return (await q.shopStatus(this.db, shopId)) ?? null;
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
