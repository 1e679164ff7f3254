import {
  ORDER_COUNT_KEYS,
  ORDER_COUNT_STATUSES,
  MY_ORDER_STATUS_FILTERS,
  OrderCloseType,
  OrderStatus,
  toPage,
  type BuyAgainResult,
  type Locale,
  type MerchantOrderSearch,
  type MyOrderQuery,
  type OrderCount,
  type OrderCountData,
  type OrderDetail,
  type OrderListItem,
  type Page,
  type PageQuery,
} from "@souk/contract";
import { sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import { cartServiceOf } from "../cart/service.ts";
import { addSold, releaseStock } from "../catalog/inventory.ts";
import type { Tx } from "../../infra/db/client.ts";
import { couponServiceOf } from "../coupon/service.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import { issueInvoice } from "../invoice/issue.ts";
import * as q from "./queries.ts";
import { DELETABLE_STATUSES, lockOrders, SUBMITTED_EVENT, transition, type TransitionedOrder } from "./state.ts";
import { detailView, listItemView } from "./views.ts";
import { shopOrderFilter } from "./shop-filter.ts";
import { ORDER_TEXT } from "./texts.ts";

export const ORDER_JOBS = {
  cancelUnpaid: "order.cancelUnpaid",
  autoConfirm: "order.autoConfirm",
} as const;
export const cancelJobKey = (payNo: string) => `trade-cancel:${payNo}`;
export const autoConfirmJobKey = (orderNumber: string) => `order-autoconfirm:${orderNumber}`;

type MyOrderInput = Omit<MyOrderQuery, "current" | "size" | "status"> & PageQuery & { status: number };

/**
 * Orders after submit: the buyer's list, detail and counts, and the workflows that move an
 * order through its state machine (state.ts): cancelOrder (buyer or timeout — releases stock
 * exactly once), confirmReceipt (buyer or auto), ship (shop), markPaid (payment), evaluate
 * (reviews), groupFormed / groupFailed (group buy). Every workflow is one transaction whose side effects depend on the conditional
 * transition having changed the row, so running one twice (a retried job, two clicks) is safe.
 */
/** What the submit workflow hands to `createShopOrders`: amounts are integer fen, already priced. */
export interface NewOrders {
  payNo: string;
  userId: number;
  addr: q.OrderValues["addr"];
  at: Date;
  /** The trade's unpaid deadline. */
  expiresAt: Date;
  actor: string;
  orders: (Omit<q.OrderValues, "payNo" | "userId" | "status" | "addr" | "createdAt" | "updatedAt"> & {
    items: Omit<q.OrderItemValues, "orderId" | "userId" | "shopId">[];
  })[];
}

/** What a receipt listener learns of the order received. */
export interface ReceivedOrder {
  orderId: number;
  orderNumber: string;
  userId: number;
  shopId: number;
  /** What the buyer paid for the order (fen, freight included). */
  actualTotal: number;
}

/** The rows createShopOrders writes: orders (unpaid), their items, and the "submit" event. */
function rowsOf(
  p: NewOrders,
): [q.OrderValues[], q.NewItemValues[], { event: string; toStatus: number; actor: string; at: Date }] {
  return [
    p.orders.map(({ items: _items, ...o }) => ({
      ...o,
      payNo: p.payNo,
      userId: p.userId,
      status: OrderStatus.UNPAY,
      addr: p.addr,
      createdAt: p.at,
      updatedAt: p.at,
    })),
    p.orders.flatMap((o) =>
      o.items.map((it) => ({ ...it, orderNumber: o.orderNumber, userId: p.userId, shopId: o.shopId })),
    ),
    { ...SUBMITTED_EVENT, actor: p.actor, at: p.at },
  ];
}

export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Reasons to hold the automatic receipt of an order (after-sales registers "an application is
   * open"): while one answers true the auto-confirm job does nothing, and whoever releases the
   * hold schedules the receipt again (`scheduleAutoConfirm`).
   */
  private readonly receiptHolds: ((tx: Tx, orderId: number) => Promise<boolean>)[] = [];

  addReceiptHold(hold: (tx: Tx, orderId: number) => Promise<boolean>): void {
    this.receiptHolds.push(hold);
  }

  /**
   * Called inside the receipt's transaction for every order received (buyer or auto-confirm), once
   * per order (the state machine moves it once): membership posts the growth it earns there.
   */
  private readonly receivedListeners: ((tx: Tx, order: ReceivedOrder, at: Date) => Promise<void>)[] = [];

  addReceivedListener(listener: (tx: Tx, order: ReceivedOrder, at: Date) => Promise<void>): void {
    this.receivedListeners.push(listener);
  }

  /**
   * Keepers of stock other than the SKUs' (the flash sale's own stock): when orders are cancelled,
   * each keeper returns the units of the orders it holds, in the cancelling transaction, and
   * answers their ids; the other orders' units go back to the SKUs. The caller's conditional
   * transition is what makes this happen exactly once per order.
   */
  private readonly stockKeepers: ((tx: Tx, orderIds: readonly number[], at: Date) => Promise<number[]>)[] = [];

  addStockKeeper(keeper: (tx: Tx, orderIds: readonly number[], at: Date) => Promise<number[]>): void {
    this.stockKeepers.push(keeper);
  }

  /**
   * Listeners of a received order (points earned on receipt), called in the receiving transaction
   * exactly once per order (after the conditional 3 → 4 transition) and AFTER the received
   * listeners above: the points an order earns are multiplied by the level its own growth reached.
   */
  private readonly receiptListeners: ((
    tx: Tx,
    o: { orderId: number; orderNumber: string; userId: number },
    at: Date,
  ) => Promise<void>)[] = [];

  addReceiptListener(
    l: (tx: Tx, o: { orderId: number; orderNumber: string; userId: number }, at: Date) => Promise<void>,
  ): void {
    this.receiptListeners.push(l);
  }

  /** Listeners of cancelled orders (points spent on them come back), in the cancelling transaction, once per order. */
  private readonly cancelListeners: ((tx: Tx, orderIds: readonly number[], at: Date) => Promise<void>)[] = [];

  addCancelListener(l: (tx: Tx, orderIds: readonly number[], at: Date) => Promise<void>): void {
    this.cancelListeners.push(l);
  }

  /** The items of orders (ids, counts and what the pipeline stored per line), for modules that attach to lines. */
  async itemsOfOrders(
    tx: Tx,
    orderIds: readonly number[],
  ): Promise<
    {
      orderItemId: number;
      orderId: number;
      prodId: number;
      skuId: number;
      count: number;
      actualTotal: number;
      pointsReduce: number;
    }[]
  > {
    const m = await q.itemsOf(tx, orderIds);
    return [...m.values()].flat().map((i) => ({
      orderItemId: i.orderItemId,
      orderId: i.orderId,
      prodId: i.prodId,
      skuId: i.skuId,
      count: i.count,
      actualTotal: i.actualTotal,
      pointsReduce: i.pointsReduce,
    }));
  }

  /**
   * Activities whose paid orders wait before delivery (group buy, ADR 0022): `claim` answers which
   * of the orders being paid are its own — those go 1 → 7 (groupPay) instead of 1 → 2 — and `paid`
   * is then called with them in the payment's transaction (the group is joined or opened there).
   */
  private readonly payWaiters: {
    claim: (tx: Tx, orderIds: readonly number[]) => Promise<number[]>;
    paid: (tx: Tx, orders: TransitionedOrder[], at: Date) => Promise<void>;
  }[] = [];

  addPayWaiter(w: {
    claim: (tx: Tx, orderIds: readonly number[]) => Promise<number[]>;
    paid: (tx: Tx, orders: TransitionedOrder[], at: Date) => Promise<void>;
  }): void {
    this.payWaiters.push(w);
  }

  /** A group is full: its waiting orders move to pending delivery at once (7 → 2). Answers those changed. */
  async groupFormed(tx: Tx, orderIds: readonly number[], at: Date): Promise<TransitionedOrder[]> {
    return transition(tx, orderIds, "groupFormed", { at, actor: "system:group" });
  }

  /**
   * A group failed: its waiting orders close (7 → 6, closeType refund) and give their stock back,
   * once (the conditional transition). The caller refunds the orders answered.
   */
  async groupFailed(tx: Tx, orderIds: readonly number[], at: Date): Promise<TransitionedOrder[]> {
    await lockOrders(tx, orderIds);
    const closed = await transition(tx, orderIds, "groupFailed", {
      at,
      actor: "system:group",
      extras: { closeType: OrderCloseType.REFUND },
    });
    const items = await q.itemsOf(
      tx,
      closed.map((o) => o.orderId),
    );
    await releaseStock(
      tx,
      [...items.values()].flat().map((i) => ({ skuId: i.skuId, prodId: i.prodId, count: i.count })),
    );
    return closed;
  }

  /** Schedules the automatic receipt of a shipped order again (a hold was released); `key` names the event. */
  async scheduleAutoConfirm(tx: Tx, orderNumber: string, runAt: Date, key: string): Promise<void> {
    await this.ctx.jobs.schedule(
      ORDER_JOBS.autoConfirm,
      { orderNumber },
      { runAt, uniqueKey: `${autoConfirmJobKey(orderNumber)}:${key}`, db: tx },
    );
  }

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  /**
   * The product lines of orders by number, with the buyer and whether the order was paid — what
   * flow analytics needs to place an order or payment in the funnel.
   */
  async linesOf(
    orderNumbers: readonly string[],
  ): Promise<{ orderNumber: string; userId: number; shopId: number; prodId: number; paid: boolean }[]> {
    if (!orderNumbers.length) return [];
    const rows = await q.linesByNumbers(this.db, orderNumbers);
    return rows.map((r) => ({ ...r, paid: r.paidAt !== null }));
  }

  /** Registers the job handlers (once per app). */
  registerJobs(): void {
    this.ctx.jobs.register<{ payNo: string }>(ORDER_JOBS.cancelUnpaid, async (p, job) => {
      const n = await this.cancelUnpaidTrade(p.payNo);
      if (n > 0) job.log.info({ payNo: p.payNo, cancelled: n }, "unpaid orders cancelled");
    });
    this.ctx.jobs.register<{ orderNumber: string }>(ORDER_JOBS.autoConfirm, async (p, job) => {
      if (await this.autoConfirmReceipt(p.orderNumber))
        job.log.info({ orderNumber: p.orderNumber }, "receipt confirmed automatically");
    });
  }

  // ---------------------------------------------------------------- submit

  /**
   * The "create shop orders" step of the submit workflow (checkout), inside its transaction: one
   * unpaid order per shop with its lines, the 'submit' entry of each timeline, and the trade's
   * unpaid timeout (the orders cancel themselves at `expiresAt` unless paid). Answers the orders
   * in the order given.
   */
  async createShopOrders(tx: Tx, p: NewOrders): Promise<{ shopId: number; orderId: number; orderNumber: string }[]> {
    // One statement for the orders, all their items and their "submit" events, whatever the number of shops.
    const ids = await q.insertOrdersWithItems(tx, ...rowsOf(p));
    const created = p.orders.map((o) => ({
      shopId: o.shopId,
      orderId: ids.get(o.orderNumber)!,
      orderNumber: o.orderNumber,
    }));
    await this.ctx.jobs.schedule(
      ORDER_JOBS.cancelUnpaid,
      { payNo: p.payNo },
      { runAt: p.expiresAt, uniqueKey: cancelJobKey(p.payNo), db: tx },
    );
    return created;
  }

  /**
   * createShopOrders as CTEs of a larger statement (submit, ADR 0031): `o(order_id, order_number,
   * shop_id)` the orders, their items and events, and `j` the unpaid-timeout job.
   */
  shopOrdersCtes(tx: Tx, p: NewOrders): SQL {
    const job = this.ctx.jobs.scheduleSql(
      tx,
      ORDER_JOBS.cancelUnpaid,
      { payNo: p.payNo },
      { runAt: p.expiresAt, uniqueKey: cancelJobKey(p.payNo) },
    );
    return sql`${q.ordersWithItemsCtes(tx, ...rowsOf(p))}, j as (${job})`;
  }

  // ---------------------------------------------------------------- reads

  async list(userId: number, query: MyOrderInput, locale: Locale): Promise<Page<OrderListItem>> {
    const { rows, total } = await q.page(
      this.db,
      {
        userId,
        statuses: query.status > 0 ? MY_ORDER_STATUS_FILTERS[query.status] : undefined,
        prodName: query.prodName || undefined,
        orderNumber: query.orderNumber || undefined,
      },
      query,
    );
    const items = await q.itemsOf(
      this.db,
      rows.map((r) => r.orderId),
    );
    const now = nowMs(this.ctx);
    return toPage(
      rows.map((r) => listItemView(r, items.get(r.orderId) ?? [], locale, now)),
      total,
      query,
    );
  }

  /** A buyer's order, or A03000 (also for another buyer's order and deleted ones). */
  async own(userId: number, orderNumber: string, db: Tx = this.db): Promise<q.OrderWithShop> {
    const o = await q.byNumber(db, orderNumber, { userId });
    if (!o) throw new AppError("A03000");
    return o;
  }

  async detail(userId: number, orderNumber: string, locale: Locale): Promise<OrderDetail> {
    const o = await this.own(userId, orderNumber);
    const [items, events, invoices] = await Promise.all([
      q.itemsOf(this.db, [o.orderId]),
      q.eventsOf(this.db, o.orderId),
      q.invoicesOf(this.db, [o.orderId]),
    ]);
    const autoAt = o.shippedAt
      ? new Date(o.shippedAt.getTime() + commerceSettingsOf(this.ctx).autoConfirmDays * 86_400_000)
      : null;
    return detailView(o, items.get(o.orderId) ?? [], events, invoices.get(o.orderId), locale, nowMs(this.ctx), autoAt);
  }

  /** Counts per label (spec part 4) plus allCount, of the buyer's visible orders. */
  async counts(userId: number): Promise<OrderCount> {
    const byStatus = await q.countsByStatus(this.db, userId);
    const data = Object.fromEntries(
      ORDER_COUNT_KEYS.map((k) => [k, ORDER_COUNT_STATUSES[k].reduce((n, s) => n + (byStatus.get(s) ?? 0), 0)]),
    ) as OrderCountData;
    return { ...data, allCount: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  }

  // ---------------------------------------------------------------- cancel

  /** Cancels the given unpaid orders of one trade; releases their stock once. Answers the orders cancelled. */
  private async cancelIn(
    tx: Tx,
    payNo: string,
    orderIds: number[],
    closeType: number,
    actor: string,
    at: Date,
  ): Promise<TransitionedOrder[]> {
    await q.lockTrade(tx, payNo); // trade → orders → skus → products: the lock order of every money workflow
    await lockOrders(tx, orderIds);
    const cancelled = await transition(tx, orderIds, "cancel", { at, actor, extras: { closeType } });
    if (cancelled.length > 0) {
      const ids = cancelled.map((o) => o.orderId);
      const kept = new Set<number>();
      for (const keeper of this.stockKeepers) for (const id of await keeper(tx, ids, at)) kept.add(id);
      const items = await q.itemsOf(
        tx,
        ids.filter((id) => !kept.has(id)),
      );
      await releaseStock(
        tx,
        [...items.values()].flat().map((i) => ({ skuId: i.skuId, prodId: i.prodId, count: i.count })),
      );
      await q.closeTradeIfAllCancelled(tx, payNo, at);
      await couponServiceOf(this.ctx).releaseFor(
        tx,
        payNo,
        cancelled.map((o) => o.orderId),
      );
      for (const l of this.cancelListeners) await l(tx, ids, at);
    }
    return cancelled;
  }

  /** `PUT /p/myOrder/cancel/:orderNumber` (cancelOrder workflow, buyer). Unpaid only (A03007 otherwise). */
  async cancel(userId: number, orderNumber: string): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const o = await this.own(userId, orderNumber, tx);
      const done = await this.cancelIn(tx, o.payNo, [o.orderId], OrderCloseType.BUYER_CANCEL, `user:${userId}`, at);
      if (done.length === 0) {
        const now = await q.byNumber(tx, orderNumber, { userId });
        if (now?.status === OrderStatus.CLOSE) return; // already cancelled: nothing to do
        throw new AppError("A03007");
      }
    });
  }

  /** The unpaid-timeout job (cancelOrder workflow, system): cancels what is still unpaid in the trade. Idempotent. */
  async cancelUnpaidTrade(payNo: string): Promise<number> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const all = await q.ofTrade(tx, payNo);
      const unpaid = all.filter((o) => o.status === OrderStatus.UNPAY).map((o) => o.orderId);
      const done = await this.cancelIn(tx, payNo, unpaid, OrderCloseType.TIMEOUT, "system:timeout", at);
      return done.length;
    });
  }

  // ---------------------------------------------------------------- pay (called by the payment workflows)

  /**
   * Marks orders paid inside the payment's transaction: status 1 → 2, sold counts, the trade
   * paid, its timeout job dropped. Answers the orders that were still unpaid (and are paid now).
   */
  async markPaid(
    tx: Tx,
    payNo: string,
    orderIds: readonly number[],
    payType: number,
    actor: string,
    at: Date,
  ): Promise<TransitionedOrder[]> {
    const claimed = new Map<number, (typeof this.payWaiters)[number]>();
    for (const w of this.payWaiters) for (const id of await w.claim(tx, orderIds)) claimed.set(id, w);
    const paid = await transition(
      tx,
      orderIds.filter((id) => !claimed.has(id)),
      "pay",
      { at, actor, extras: { payType } },
    );
    const waiting = await transition(tx, [...claimed.keys()], "groupPay", { at, actor, extras: { payType } });
    paid.push(...waiting);
    if (paid.length === 0) return paid;
    const items = await q.itemsOf(
      tx,
      paid.map((o) => o.orderId),
    );
    await addSold(
      tx,
      [...items.values()].flat().map((i) => ({ skuId: i.skuId, prodId: i.prodId, count: i.count })),
    );
    await couponServiceOf(this.ctx).consumeFor(
      tx,
      payNo,
      paid.map((o) => o.orderId),
      at,
    );
    await this.ctx.jobs.cancel(cancelJobKey(payNo), tx);
    for (const w of this.payWaiters) {
      const mine = waiting.filter((o) => claimed.get(o.orderId) === w);
      if (mine.length > 0) await w.paid(tx, mine, at);
    }
    return paid;
  }

  // ---------------------------------------------------------------- ship and receive

  /** Ships a paid order of the shop (merchant API and CLI); schedules the automatic receipt. */
  async ship(
    shopId: number,
    actor: string,
    orderNumber: string,
    carrier: string,
    trackingNumber: string,
  ): Promise<void> {
    const at = this.now();
    const days = commerceSettingsOf(this.ctx).autoConfirmDays;
    await this.db.transaction(async (tx) => {
      const o = await q.byNumber(tx, orderNumber, { shopId });
      if (!o) throw new AppError("A03000");
      const shipped = await transition(tx, [o.orderId], "ship", { at, actor, extras: { carrier, trackingNumber } });
      if (shipped.length === 0) throw new AppError("A00001", ORDER_TEXT.notShippable, null, 409);
      await this.ctx.jobs.schedule(
        ORDER_JOBS.autoConfirm,
        { orderNumber },
        { runAt: new Date(at.getTime() + days * 86_400_000), uniqueKey: autoConfirmJobKey(orderNumber), db: tx },
      );
    });
  }

  private async receiveIn(tx: Tx, orderId: number, actor: string, at: Date): Promise<boolean> {
    const done = await transition(tx, [orderId], "receive", { at, actor });
    if (done.length === 0) return false;
    for (const listener of this.receivedListeners) await listener(tx, done[0]!, at);
    await issueInvoice(tx, orderId, at); // applying → invoiced when the goods arrive (ADR 0007)
    const o = done[0]!;
    for (const l of this.receiptListeners) await l(tx, { orderId, orderNumber: o.orderNumber, userId: o.userId }, at);
    await this.ctx.jobs.cancel(autoConfirmJobKey(done[0]!.orderNumber), tx);
    return true;
  }

  /** `PUT /p/myOrder/receipt/:orderNumber` (confirmReceipt workflow, buyer). Shipped orders only (A03008). */
  async confirmReceipt(userId: number, orderNumber: string): Promise<void> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const o = await this.own(userId, orderNumber, tx);
      if (!(await this.receiveIn(tx, o.orderId, `user:${userId}`, at))) throw new AppError("A03008");
    });
  }

  /** The auto-confirm job (confirmReceipt workflow, system). Idempotent: false when nothing was due. */
  async autoConfirmReceipt(orderNumber: string): Promise<boolean> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const o = await q.byNumber(tx, orderNumber, {});
      if (!o) return false;
      await lockOrders(tx, [o.orderId]);
      for (const hold of this.receiptHolds) if (await hold(tx, o.orderId)) return false;
      return this.receiveIn(tx, o.orderId, "system:auto-confirm", at);
    });
  }

  // ---------------------------------------------------------------- reviews (called by the comment module)

  /** Marks an item reviewed; when it was the order's last unreviewed item the order becomes evaluated (4 → 5). */
  async itemReviewed(tx: Tx, orderId: number, orderItemId: number, actor: string, at: Date): Promise<boolean> {
    if (!(await q.markItemReviewed(tx, orderItemId))) return false;
    if ((await q.unreviewedCount(tx, orderId)) === 0) await transition(tx, [orderId], "evaluate", { at, actor });
    return true;
  }

  // ---------------------------------------------------------------- delete, buy again

  /** `DELETE /p/myOrder/:orderNumber`: hides a finished or cancelled order (A03011 otherwise). */
  async remove(userId: number, orderNumber: string): Promise<void> {
    const o = await this.own(userId, orderNumber);
    if (!(DELETABLE_STATUSES as readonly number[]).includes(o.status)) throw new AppError("A03011");
    await q.setDeleted(this.db, o.orderId);
  }

  /** `POST /p/myOrder/buyAgain/:orderNumber`: the order's lines back into the cart. */
  async buyAgain(userId: number, orderNumber: string): Promise<BuyAgainResult> {
    const o = await this.own(userId, orderNumber);
    const rows = await q.linesOfOrder(this.db, o.orderId);
    return cartServiceOf(this.ctx).addLines(
      userId,
      rows.map((r) => ({ prodId: r.prodId, skuId: r.skuId, count: r.count })),
    );
  }

  // ---------------------------------------------------------------- shop side

  /** The console's order list: a status tab and the search (shop-console.ts has the filter's rules). */
  async shopOrders(shopId: number, query: PageQuery & { status: number } & MerchantOrderSearch, locale: Locale) {
    const { rows, total } = await q.page(
      this.db,
      { ...shopOrderFilter(shopId, query), statuses: query.status > 0 ? [query.status] : undefined },
      query,
    );
    const items = await q.itemsOf(
      this.db,
      rows.map((r) => r.orderId),
    );
    const now = nowMs(this.ctx);
    return toPage(
      rows.map((r) => ({
        ...listItemView(r, items.get(r.orderId) ?? [], locale, now),
        userAddr: r.addr,
        remarks: r.remarks,
        carrier: r.carrier,
        trackingNumber: r.trackingNumber,
      })),
      total,
      query,
    );
  }
}

export const orderServiceOf = perContext((ctx) => new OrderService(ctx));
