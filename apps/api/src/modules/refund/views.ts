import {
  REFUND_REASONS,
  REFUND_STATUS_TEXT,
  REFUND_TABS,
  RefundStatus,
  fenToYuan,
  toPage,
  type Locale,
  type Page,
  type PageQuery,
  type RefundDetail,
  type RefundListItem,
  type RefundReason,
  type RefundStatusValue,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { mallDateTime } from "../../infra/time.ts";
import * as oq from "../order/reads.ts";
import { orderOf } from "./payout.ts";
import { proofUrlsFor } from "./proofs.ts";
import * as q from "./queries.ts";
import { refundableShares } from "./share.ts";
import { EVENT_TEXT, REFUND_TEXT } from "./texts.ts";

/* What buyers and shops read of after-sales: the list of a tab and one application in full, with its timeline. */

export async function list(
  ctx: AppContext,
  owner: { userId?: number; shopId?: number },
  query: PageQuery & { tab: number },
  locale: Locale,
): Promise<Page<RefundListItem>> {
  const statuses = REFUND_TABS[query.tab as 0 | 1 | 2 | 3] ?? null;
  const { rows, total } = await q.page(ctx.database.db, { ...owner, statuses }, query);
  return toPage(
    rows.map((r) => listView(r, locale)),
    total,
    query,
  );
}

export async function detail(
  ctx: AppContext,
  owner: { userId?: number; shopId?: number },
  refundSn: string,
  locale: Locale,
): Promise<RefundDetail> {
  const r = await q.bySn(ctx.database.db, refundSn, owner);
  if (!r) throw showFail(REFUND_TEXT.notFound, 404);
  const [{ rows }, events, addr] = await Promise.all([
    q.page(ctx.database.db, { refundId: r.refundId, statuses: null }, { current: 1, size: 1 }),
    q.eventsOf(ctx.database.db, r.refundId),
    q.returnAddressOf(ctx.database.db, r.shopId),
  ]);
  const row = rows[0]!;
  const o = await orderOf(ctx.database.db, r.orderId);
  const items = (await oq.itemsOf(ctx.database.db, [o.orderId])).get(o.orderId) ?? [];
  const share = refundableShares(items).get(r.orderItemId)!;
  const used = await q.usedOfLine(ctx.database.db, r.orderItemId, r.refundId);
  return {
    ...listView(row, locale),
    buyerReason: r.buyerReason as RefundReason,
    buyerReasonText: (REFUND_REASONS[r.buyerReason as RefundReason] ?? REFUND_REASONS.other)[locale],
    buyerDesc: r.buyerDesc,
    imgUrls: r.imgUrls,
    proofUrls: proofUrlsFor(
      owner.userId !== undefined ? { userId: owner.userId } : { shopId: owner.shopId! },
      refundSn,
      r.imgUrls,
    ),
    rejectMessage: r.rejectMessage,
    carrier: r.carrier,
    trackingNumber: r.trackingNumber,
    returnAddress: addr
      ? { receiver: addr.receiver, mobile: addr.mobile, addr: addr.addr }
      : { receiver: pick(locale, o.shopNameZh, o.shopNameEn), mobile: "", addr: "" },
    maxRefundAmount: fenToYuan(Math.max(0, share - used.amount)),
    payType: r.payType,
    deadlineMs: r.deadlineAt?.getTime() ?? null,
    deadline: r.deadlineAt ? mallDateTime(r.deadlineAt) : null,
    canEdit: r.status === RefundStatus.REFUSED,
    canWithdraw: ([RefundStatus.APPLIED, RefundStatus.ACCEPTED, RefundStatus.REFUSED] as number[]).includes(r.status),
    canShip: r.status === RefundStatus.ACCEPTED && r.applyType === 2,
    timeline: events.map((e) => ({
      event: e.event,
      text: (EVENT_TEXT[e.event] ?? { zh: e.event, en: e.event })[locale],
      actor: e.actor.startsWith("user:")
        ? "buyer"
        : e.actor.startsWith("shop") || e.actor.startsWith("cli")
          ? "shop"
          : e.actor.startsWith("payment")
            ? "payment"
            : "system",
      message: e.message,
      time: mallDateTime(e.at),
    })),
  };
}

export function lineView(i: oq.OrderItemRow, locale: Locale) {
  return {
    orderItemId: i.orderItemId,
    prodId: i.prodId,
    prodName: pick(locale, i.prodNameZh, i.prodNameEn),
    skuName: pick(locale, i.skuNameZh, i.skuNameEn),
    pic: i.pic,
    price: fenToYuan(i.price),
    count: i.count,
  };
}

function listView(r: q.RefundListRow, locale: Locale): RefundListItem {
  return {
    refundSn: r.refundSn,
    orderNumber: r.orderNumber,
    shopId: r.shopId,
    shopName: pick(locale, r.shopNameZh, r.shopNameEn),
    applyType: r.applyType === 2 ? 2 : 1,
    status: r.status as RefundStatusValue,
    statusText: REFUND_STATUS_TEXT[r.status as RefundStatusValue][locale],
    closeType: r.closeType,
    refundCount: r.refundCount,
    refundAmount: fenToYuan(r.refundAmount),
    item: lineView(r.item, locale),
    applyTime: mallDateTime(r.appliedAt),
    updateTime: mallDateTime(r.updatedAt),
  };
}
