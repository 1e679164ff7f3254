import type { PromotionFilter } from "../marketing/promotion-filter.ts";
import { and, eq, inArray } from "drizzle-orm";
import {
  GroupActivityState,
  GroupTeamStatus,
  fenToYuan,
  toPage,
  type GroupActivityBody,
  type GroupActivityDetail,
  type GroupActivityStateValue,
  type GroupActivityView,
  type GroupConfirmView,
  type GroupTeamView,
  type Locale,
  type MerchantGroupActivityView,
  type Page,
  type PageQuery,
  type SubmitOrderResult,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { groupActivities, groupOrders, groupSkus, groupTeams } from "../../infra/db/schema/index.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { addressServiceOf } from "../address/service.ts";
import { freightServiceOf } from "../freight/service.ts";
import { readTogether } from "../../infra/db/read-together.ts";
import { availability, lockForStockTake, reserveStock, skuFacts, type SkuFacts } from "../catalog/inventory.ts";
import type { SnapshotLine } from "../checkout/service.ts";
import { snapshotLine, writeTrade } from "../checkout/write-trade.ts";
import { lockOrders, type TransitionedOrder } from "../order/state.ts";
import { orderServiceOf } from "../order/service.ts";
import { price, type FreightRule, type PriceBreakdown } from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { refundServiceOf } from "../refund/service.ts";
import { userServiceOf } from "../user/service.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { editRefusal } from "../marketing/promotion-edit.ts";
import { PROMOTION_EDIT_TEXT } from "../marketing/texts.ts";
import * as q from "./queries.ts";
import { GROUP_TEXT } from "./texts.ts";

export const GROUP_JOBS = {
  /** An open group's wait is over: it fails unless full (one job per group). */
  expire: "groupbuy.expire",
  /** A failed group's order is refunded (one job per order). */
  refund: "groupbuy.refund",
} as const;
export const expireJobKey = (groupTeamId: number) => `group-expire:${groupTeamId}`;
export const refundJobKey = (orderId: number) => `group-refund:${orderId}`;

/**
 * Group orders of a shop without a freight template ship free (拼团包邮, ADR 0022); a shop with one
 * charges its template's freight for the address (ADR 0044).
 */
const NO_FREIGHT = { freeOver: 0, fee: 0 } as const;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The activity's state on server time (mall4cloud AppGroupActivityStatus). */
export function groupActivityState(a: q.GroupActivityRow, at: number): GroupActivityStateValue {
  if (a.status !== 1 || at >= a.endTime.getTime()) return GroupActivityState.ENDED;
  if (at < a.startTime.getTime()) return GroupActivityState.NOT_STARTED;
  return GroupActivityState.RUNNING;
}

/** The activity row's columns a shop sets, on create and on edit alike. */
const groupActivityColumns = (body: GroupActivityBody) => ({
  prodId: body.prodId,
  nameZh: body.nameZh,
  nameEn: body.nameEn,
  groupNumber: body.groupNumber,
  groupValidMinutes: body.groupValidMinutes,
  maxNum: body.maxNum,
  startTime: body.startTime,
  endTime: body.endTime,
});

/**
 * Group buy (拼团, ADR 0022): the storefront's activities and open groups; the purchase (an
 * ordinary unpaid order at the group price written by the checkout's writer, SKU stock reserved as
 * in checkout, the chosen group remembered); paying (the order service hands group orders to
 * `joinPaid` in the payment's transaction: 1 → 7 and the group joined, or a new one opened; a full
 * group moves every member 7 → 2 at once); a group's expiry (durable job: 7 → 6 for every member,
 * then one durable refund job per order through the after-sales refund path); and the shop side.
 */
export class GroupBuyService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  private registered = false;

  /**
   * Registers the pay waiter, the unpaid-cancel hook and the job handlers, once per context (the
   * routes do it; the demo seed, which pays group orders before the app is built, too).
   */
  register(): void {
    if (this.registered) return;
    this.registered = true;
    const orders = orderServiceOf(this.ctx);
    orders.addPayWaiter({
      claim: async (tx, orderIds) => (await q.groupOrdersOf(tx, orderIds)).map((g) => g.orderId),
      paid: (tx, paid, at) => this.joinPaid(tx, paid, at),
    });
    // An unpaid group order cancelled (buyer or timeout): it no longer waits to join; its SKU stock goes back as usual.
    orders.addStockKeeper(async (tx, orderIds) => {
      await q.invalidateUnpaid(tx, orderIds);
      return [];
    });
    this.ctx.jobs.register<{ groupTeamId: number }>(GROUP_JOBS.expire, async (p, job) => {
      const n = await this.expireTeam(p.groupTeamId);
      if (n > 0) job.log.info({ groupTeamId: p.groupTeamId, orders: n }, "group not formed: orders closed");
    });
    this.ctx.jobs.register<{ orderId: number }>(GROUP_JOBS.refund, async (p, job) => {
      const n = await refundServiceOf(this.ctx).refundClosedOrder(p.orderId, GROUP_TEXT.refundDesc);
      if (n > 0) job.log.info({ orderId: p.orderId }, "group order refunded");
    });
  }

  // ---------------------------------------------------------------- views

  private async views(rows: q.GroupActivityRow[], locale: Locale, db: Tx = this.db): Promise<GroupActivityView[]> {
    const skus = await q.skusOf(
      db,
      rows.map((r) => r.groupActivityId),
    );
    const facts = await skuFacts(
      db,
      [...skus.values()].flat().map((k) => k.skuId),
    );
    const at = nowMs(this.ctx);
    const open = await q.openTeamCounts(
      db,
      rows.map((r) => r.groupActivityId),
      new Date(at),
    );
    return rows.map((a) => {
      const ks = skus.get(a.groupActivityId) ?? [];
      const cheapest = [...ks].sort((x, y) => x.groupPrice - y.groupPrice)[0];
      const f0 = cheapest ? facts.get(cheapest.skuId) : undefined;
      const state = groupActivityState(a, at);
      return {
        groupActivityId: a.groupActivityId,
        shopId: a.shopId,
        shopName: f0 ? pick(locale, f0.shopNameZh, f0.shopNameEn) : "",
        prodId: a.prodId,
        prodName: f0 ? pick(locale, f0.prodNameZh, f0.prodNameEn) : "",
        pic: f0?.pic ?? "",
        activityName: pick(locale, a.nameZh, a.nameEn),
        startTime: mallDateTime(a.startTime),
        endTime: mallDateTime(a.endTime),
        activityStatus: state,
        groupNumber: a.groupNumber,
        groupValidMinutes: a.groupValidMinutes,
        maxNum: a.maxNum,
        groupPrice: fenToYuan(cheapest?.groupPrice ?? 0),
        price: fenToYuan(f0?.price ?? 0),
        openGroups: open.get(a.groupActivityId) ?? 0,
        startIn: state === GroupActivityState.NOT_STARTED ? seconds(a.startTime.getTime() - at) : 0,
        expiresIn: state === GroupActivityState.RUNNING ? seconds(a.endTime.getTime() - at) : 0,
        skus: ks.map((k) => {
          const f = facts.get(k.skuId);
          return {
            groupSkuId: k.groupSkuId,
            skuId: k.skuId,
            skuName: f ? pick(locale, f.skuNameZh, f.skuNameEn) : "",
            groupPrice: fenToYuan(k.groupPrice),
            price: fenToYuan(f?.price ?? 0),
            stock: f?.stock ?? 0,
          };
        }),
      };
    });
  }

  private async teamViews(teams: q.GroupTeamRow[]): Promise<GroupTeamView[]> {
    const nicks = await userServiceOf(this.ctx).maskedNickNames(teams.map((t) => t.leaderUserId));
    const at = nowMs(this.ctx);
    return teams.map((t) => ({
      groupTeamId: t.groupTeamId,
      groupActivityId: t.groupActivityId,
      groupNumber: t.groupNumber,
      joinNum: t.joinNum,
      status: t.status as GroupTeamView["status"],
      leaderNickName: nicks.get(t.leaderUserId) ?? "***",
      endTime: mallDateTime(t.expiresAt),
      expiresIn: t.status === GroupTeamStatus.WAITING ? seconds(t.expiresAt.getTime() - at) : 0,
    }));
  }

  /** `/ua/group_activity/page`: the running activities, soonest to end first. */
  async page(query: PageQuery, locale: Locale): Promise<Page<GroupActivityView>> {
    const rows = await q.running(this.db, this.now());
    const from = (query.current - 1) * query.size;
    return toPage(await this.views(rows.slice(from, from + query.size), locale), rows.length, query);
  }

  /** The product's running group buy, soonest to end, or null (the detail page's entry). */
  async runningOfProduct(prodId: number, locale: Locale): Promise<GroupActivityView | null> {
    const [row] = await q.runningOfProduct(this.db, prodId, this.now());
    return row ? ((await this.views([row], locale))[0] ?? null) : null;
  }

  /** `/ma/group_activity/info`: one activity (also ended ones: the page says so), its open groups; unknown → 404. */
  async info(groupActivityId: number, userId: number | null, locale: Locale): Promise<GroupActivityDetail> {
    const a = await q.byId(this.db, groupActivityId);
    if (!a) throw new AppError("A00013", GROUP_TEXT.notFound, null, 404);
    const at = this.now();
    const [view] = await this.views([a], locale);
    const teams = await this.teamViews(await q.openTeams(this.db, groupActivityId, at, 10));
    const myTeamId = userId ? await q.myOpenTeam(this.db, groupActivityId, userId, at) : null;
    return { ...view!, teams, myTeamId };
  }

  /** `/ua/group_activity/join_group_list`: the groups waiting for members. */
  async teams(groupActivityId: number, showSize: number): Promise<GroupTeamView[]> {
    return this.teamViews(await q.openTeams(this.db, groupActivityId, this.now(), showSize));
  }

  // ---------------------------------------------------------------- purchase

  /**
   * What can be bought now; refuses the rest with the spec's messages (nothing is created): an
   * unknown group SKU or group, an activity not started or ended, more pieces than an order may
   * hold, a product off the shelf, a group that is full, expired or already has this buyer.
   */
  private async buyable(
    userId: number,
    input: { groupSkuId: number; count: number; groupTeamId: number },
  ): Promise<{ a: q.GroupActivityRow; k: q.GroupSkuRow; f: SkuFacts; team: q.GroupTeamRow | null }> {
    const k = await q.skuById(this.db, input.groupSkuId);
    const a = k ? await q.byId(this.db, k.groupActivityId) : undefined;
    if (!k || !a) throw new AppError("A00013", GROUP_TEXT.notFound, null, 404);
    const at = nowMs(this.ctx);
    const state = groupActivityState(a, at);
    if (state === GroupActivityState.ENDED) throw showFail(GROUP_TEXT.ended, 409);
    if (state === GroupActivityState.NOT_STARTED) throw showFail(GROUP_TEXT.notStarted, 409);
    if (input.count > a.maxNum) throw showFail(GROUP_TEXT.limit(a.maxNum), 409);
    let team: q.GroupTeamRow | null = null;
    if (input.groupTeamId > 0) {
      team = (await q.teamById(this.db, input.groupTeamId)) ?? null;
      if (!team || team.groupActivityId !== a.groupActivityId)
        throw new AppError("A00013", GROUP_TEXT.teamNotFound, null, 404);
      if (team.status === GroupTeamStatus.SUCCESS || team.joinNum >= team.groupNumber)
        throw showFail(GROUP_TEXT.teamFull, 409);
      if (team.status === GroupTeamStatus.FAILED || team.expiresAt.getTime() <= at)
        throw showFail(GROUP_TEXT.teamExpired, 409);
      if (await q.inTeam(this.db, team.groupTeamId, userId)) throw showFail(GROUP_TEXT.alreadyInTeam, 409);
    }
    const f = (await skuFacts(this.db, [k.skuId])).get(k.skuId);
    const avail = availability(f);
    if (!f || avail === 0 || avail === -1) throw showFail(GROUP_TEXT.unavailable, 409);
    if (avail === 2 || f.stock < input.count) throw new AppError("A03010");
    return { a, k, f, team };
  }

  private line(k: q.GroupSkuRow, f: SkuFacts, count: number): SnapshotLine {
    return snapshotLine(`group:${k.groupSkuId}`, null, f, count, k.groupPrice);
  }

  /**
   * The one pricing pipeline with the group price as the item price and nothing stacked on it (no
   * activity price, shop discount or coupon, as for flash sales); freight is the shop's template's
   * for the address, free without one (`freight`: ADR 0022, 0044).
   */
  private priced(line: SnapshotLine, freight: FreightRule): PriceBreakdown {
    return price({
      lines: [line],
      defaultFreight: NO_FREIGHT,
      freightRules: { [line.shopId]: freight },
    });
  }

  /** The address (the one asked for, else the buyer's default) and the shop's freight for it, read now in one statement. */
  private async addressAndFreight(userId: number, addrId: number | undefined, shopId: number) {
    const addresses = addressServiceOf(this.ctx);
    const freight = freightServiceOf(this.ctx);
    const [addrRow, templates] = await readTogether(this.db, [
      addresses.checkoutAddressPart(userId, addrId),
      freight.templatesPart([shopId]),
    ]);
    return {
      addrRow,
      freightOf: (areaId: number | null) => freight.orderFreight(templates, shopId, areaId, NO_FREIGHT),
    };
  }

  /** `POST /p/group_order/confirm` — prices the purchase; reserves nothing. */
  async confirm(
    userId: number,
    input: { groupSkuId: number; count: number; groupTeamId: number; addrId?: number | undefined },
    locale: Locale,
  ): Promise<GroupConfirmView> {
    const { a, k, f, team } = await this.buyable(userId, input);
    const addresses = addressServiceOf(this.ctx);
    const { addrRow, freightOf } = await this.addressAndFreight(userId, input.addrId, f.shopId);
    const userAddr = input.addrId ? addresses.infoOf(addrRow) : addresses.shownOf(addrRow);
    // Not delivered to the address shown: the page says so and submit refuses (ADR 0044).
    const fr = freightOf(userAddr?.areaId ?? null);
    const b = this.priced(this.line(k, f, input.count), fr.rule);
    return {
      activity: (await this.views([a], locale))[0]!,
      groupSkuId: k.groupSkuId,
      skuName: pick(locale, f.skuNameZh, f.skuNameEn),
      count: input.count,
      team: team ? (await this.teamViews([team]))[0]! : null,
      groupPrice: fenToYuan(k.groupPrice),
      total: fenToYuan(b.itemTotal),
      transfee: fenToYuan(b.freight),
      actualTotal: fenToYuan(b.actualTotal),
      userAddr,
      deliverable: fr.deliverable,
    };
  }

  /**
   * `POST /p/group_order/submit`: the checks of `buyable`, then one transaction: SKU stock reserved
   * (as in checkout), the trade and order written by the checkout's writer at the group price, and
   * the group order recorded with the chosen group. The order is unpaid as usual (ordinary timeout);
   * paying it is what joins the group.
   */
  async submit(
    userId: number,
    input: { groupSkuId: number; count: number; groupTeamId: number; addrId: number; remarks?: string | undefined },
  ): Promise<SubmitOrderResult> {
    const { a, k, f } = await this.buyable(userId, input);
    const settings = commerceSettingsOf(this.ctx);
    const at = this.now();
    const expiresAt = new Date(at.getTime() + settings.unpaidMinutes * 60_000);
    const line = this.line(k, f, input.count);
    // Freight by the shop's template as it is now for the address (ADR 0044); not delivered there: A00029.
    const { addrRow, freightOf } = await this.addressAndFreight(userId, input.addrId, f.shopId);
    const addr = addressServiceOf(this.ctx).orderSnapshotOf(addrRow); // 404 unless the buyer's
    const fr = freightOf(addr.areaId);
    if (!fr.deliverable) throw freightServiceOf(this.ctx).notDeliverable(f);
    const breakdown = this.priced(line, fr.rule);
    const payNo = newBizNumber(at);
    return this.db.transaction(async (tx) => {
      if ((await reserveStock(tx, [{ skuId: f.skuId, prodId: f.prodId, count: input.count }])).length > 0)
        throw new AppError("A03010");
      const { orderNumbers } = await writeTrade(this.ctx, tx, {
        payNo,
        userId,
        lines: [line],
        breakdown,
        addr,
        remarks: new Map([[f.shopId, input.remarks ?? ""]]),
        at,
        expiresAt,
        onOrder: async (_shopId, orderId) => {
          await tx.insert(groupOrders).values({
            orderId,
            groupActivityId: a.groupActivityId,
            groupSkuId: k.groupSkuId,
            userId,
            count: input.count,
            targetTeamId: input.groupTeamId > 0 ? input.groupTeamId : null,
            createdAt: at,
          });
        },
      });
      return { payNo, orderNumbers, actualTotal: fenToYuan(breakdown.actualTotal), endTime: mallDateTime(expiresAt) };
    });
  }

  // ---------------------------------------------------------------- paying, forming, failing

  /**
   * In the payment's transaction, for group orders just moved 1 → 7: each joins the group its buyer
   * chose, under that group's row lock. When that group cannot take it any more (filled or expired
   * meanwhile, or the buyer got in by another order) the order opens a new group with its buyer as
   * leader — while the activity runs; after its end no group can be opened, so the order fails at
   * once and is refunded (ADR 0022). The order that fills a group moves every member 7 → 2.
   */
  private async joinPaid(tx: Tx, paid: TransitionedOrder[], at: Date): Promise<void> {
    for (const g of await q.groupOrdersOf(
      tx,
      paid.map((o) => o.orderId),
    )) {
      if (g.status !== 0) continue;
      const a = (await q.byId(tx, g.groupActivityId))!;
      let team = g.targetTeamId ? await q.lockTeam(tx, g.targetTeamId) : undefined;
      const joinable =
        team !== undefined &&
        team.status === GroupTeamStatus.WAITING &&
        team.joinNum < team.groupNumber &&
        team.expiresAt.getTime() > at.getTime() &&
        !(await q.isMember(tx, team.groupTeamId, g.userId));
      if (!joinable) {
        if (groupActivityState(a, at.getTime()) !== GroupActivityState.RUNNING) {
          await tx.update(groupOrders).set({ status: -1, paidAt: at }).where(eq(groupOrders.orderId, g.orderId));
          await this.fail(tx, [g.orderId], at);
          continue;
        }
        const [opened] = await tx
          .insert(groupTeams)
          .values({
            groupActivityId: a.groupActivityId,
            shopId: a.shopId,
            leaderUserId: g.userId,
            groupNumber: a.groupNumber,
            joinNum: 0,
            startedAt: at,
            expiresAt: new Date(at.getTime() + a.groupValidMinutes * 60_000),
          })
          .returning();
        team = opened!;
        await this.ctx.jobs.schedule(
          GROUP_JOBS.expire,
          { groupTeamId: team.groupTeamId },
          { runAt: team.expiresAt, uniqueKey: expireJobKey(team.groupTeamId), db: tx },
        );
      }
      const t = team!;
      const joinNum = t.joinNum + 1;
      const full = joinNum >= t.groupNumber;
      await tx
        .update(groupTeams)
        .set({ joinNum, ...(full ? { status: GroupTeamStatus.SUCCESS, finishedAt: at } : {}) })
        .where(eq(groupTeams.groupTeamId, t.groupTeamId));
      await tx
        .update(groupOrders)
        .set({ status: 1, groupTeamId: t.groupTeamId, paidAt: at })
        .where(eq(groupOrders.orderId, g.orderId));
      if (full) {
        const members = await q.memberOrders(tx, t.groupTeamId);
        await orderServiceOf(this.ctx).groupFormed(
          tx,
          members.map((m) => m.orderId),
          at,
        );
        await this.ctx.jobs.cancel(expireJobKey(t.groupTeamId), tx);
      }
    }
  }

  /** Orders of a failed group: 7 → 6 (stock back) once, and one refund job per order closed. */
  private async fail(tx: Tx, orderIds: number[], at: Date): Promise<number> {
    const closed = await orderServiceOf(this.ctx).groupFailed(tx, orderIds, at);
    for (const o of closed)
      await this.ctx.jobs.schedule(
        GROUP_JOBS.refund,
        { orderId: o.orderId },
        { runAt: at, uniqueKey: refundJobKey(o.orderId), db: tx },
      );
    return closed.length;
  }

  /**
   * The expiry job: a group still waiting fails (3) and every member's order closes and is
   * refunded; a full or already failed group is left alone (a retried or late job does nothing).
   */
  async expireTeam(groupTeamId: number): Promise<number> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      // The lock order of every money workflow (orders → skus → products) comes before the team row: a payment
      // joining this group holds its order, SKU and product rows and then waits for the team, so taking the
      // team first and the stock rows after (to give the members' stock back) would deadlock with it.
      const peek = await q.teamById(tx, groupTeamId);
      if (!peek || peek.status !== GroupTeamStatus.WAITING) return 0;
      await lockOrders(
        tx,
        (await q.memberOrders(tx, groupTeamId)).map((m) => m.orderId),
      );
      const activity = await q.byId(tx, peek.groupActivityId);
      if (activity) await lockForStockTake(tx, activity.prodId);
      const t = await q.lockTeam(tx, groupTeamId);
      if (!t || t.status !== GroupTeamStatus.WAITING) return 0;
      const members = await q.memberOrders(tx, groupTeamId);
      await tx
        .update(groupTeams)
        .set({ status: GroupTeamStatus.FAILED, finishedAt: at })
        .where(and(eq(groupTeams.groupTeamId, groupTeamId), eq(groupTeams.status, GroupTeamStatus.WAITING)));
      const ids = members.map((m) => m.orderId);
      if (ids.length > 0)
        await tx
          .update(groupOrders)
          .set({ status: -1 })
          .where(and(eq(groupOrders.groupTeamId, groupTeamId), eq(groupOrders.status, 1)));
      return this.fail(tx, ids, at);
    });
  }

  // ---------------------------------------------------------------- shop side

  /** The shop's group buys as it edits them (both names). */
  async ofShop(
    shopId: number,
    query: PageQuery & PromotionFilter,
    locale: Locale,
  ): Promise<Page<MerchantGroupActivityView>> {
    const { rows, total } = await q.ofShop(
      this.db,
      shopId,
      query,
      this.now(),
      query.size,
      (query.current - 1) * query.size,
    );
    const views = await this.views(rows, locale);
    return toPage(
      views.map((v, i) => ({ ...v, activityNameZh: rows[i]!.nameZh, activityNameEn: rows[i]!.nameEn })),
      total,
      query,
    );
  }

  /** The body's SKUs are of its product, which is the shop's and not deleted; else 404. */
  private async ownSkus(shopId: number, body: GroupActivityBody): Promise<void> {
    const facts = await skuFacts(
      this.db,
      body.skus.map((x) => x.skuId),
    );
    for (const x of body.skus) {
      const f = facts.get(x.skuId);
      if (!f || f.shopId !== shopId || f.prodId !== body.prodId || f.skuStatus === -1 || f.prodStatus === -1)
        throw showFail(GROUP_TEXT.notOwnProduct, 404);
    }
  }

  /** Creates a group activity for one of the shop's products (its SKUs only). */
  async create(shopId: number, body: GroupActivityBody): Promise<number> {
    await this.ownSkus(shopId, body);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(groupActivities)
        .values({ shopId, ...groupActivityColumns(body) })
        .returning({ id: groupActivities.groupActivityId });
      await tx
        .insert(groupSkus)
        .values(body.skus.map((x) => ({ groupActivityId: row!.id, skuId: x.skuId, groupPrice: x.groupPrice })));
      return row!.id;
    });
  }

  /**
   * Edits a group buy of the shop that has not ended (ended: A00035; another shop's: 404), in one
   * transaction holding the activity's row lock. Once it runs, the product and the start stay
   * (editRefusal). Groups already open keep the size and wait they were opened with (a group's own
   * row); orders placed keep their prices; new orders and groups take the new figures. A SKU may
   * leave the activity only if it never had an order. The cached product pages are revalidated.
   */
  async update(shopId: number, groupActivityId: number, body: GroupActivityBody): Promise<void> {
    const found = await q.byId(this.db, groupActivityId);
    if (!found || found.shopId !== shopId) throw new AppError("A00013", GROUP_TEXT.notFound, null, 404);
    await this.ownSkus(shopId, body);
    await this.db.transaction(async (tx) => {
      const a = await q.lockActivity(tx, groupActivityId);
      if (!a) throw new AppError("A00013", GROUP_TEXT.notFound, null, 404);
      const refusal = editRefusal(a, body, nowMs(this.ctx));
      if (refusal) throw refusal;
      const held = (await q.skusOf(tx, [groupActivityId])).get(groupActivityId) ?? [];
      const bySku = new Map(held.map((k) => [k.skuId, k]));
      const kept = new Set(body.skus.map((x) => x.skuId));
      const removed = held.filter((k) => !kept.has(k.skuId)).map((k) => k.groupSkuId);
      if (await q.haveOrders(tx, removed)) throw showFail(PROMOTION_EDIT_TEXT.skuHasOrders, 409);
      await tx
        .update(groupActivities)
        .set(groupActivityColumns(body))
        .where(eq(groupActivities.groupActivityId, groupActivityId));
      for (const x of body.skus) {
        const k = bySku.get(x.skuId);
        if (k)
          await tx.update(groupSkus).set({ groupPrice: x.groupPrice }).where(eq(groupSkus.groupSkuId, k.groupSkuId));
      }
      const added = body.skus.filter((x) => !bySku.has(x.skuId));
      if (added.length > 0)
        await tx
          .insert(groupSkus)
          .values(added.map((x) => ({ groupActivityId, skuId: x.skuId, groupPrice: x.groupPrice })));
      if (removed.length > 0)
        await tx
          .delete(groupSkus)
          .where(and(eq(groupSkus.groupActivityId, groupActivityId), inArray(groupSkus.groupSkuId, removed)));
    });
    await bumpCatalogVersion(this.ctx, "products");
  }

  /**
   * Ends an activity of the shop now: no new orders and no new groups. Groups already waiting keep
   * their time: they can still fill with orders placed before the end, else they fail and refund.
   */
  async end(shopId: number, groupActivityId: number): Promise<void> {
    const a = await q.byId(this.db, groupActivityId);
    if (!a || a.shopId !== shopId) throw new AppError("A00013", GROUP_TEXT.notFound, null, 404);
    await this.db
      .update(groupActivities)
      .set({ status: 0 })
      .where(eq(groupActivities.groupActivityId, groupActivityId));
  }
}

export const groupBuyServiceOf = perContext((ctx) => new GroupBuyService(ctx));
