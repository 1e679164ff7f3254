import {
  OrderStatus,
  fenToYuan,
  pageOffset,
  toPage,
  validationText,
  type CommentableItem,
  type Locale,
  type MyProdComment,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { orderServiceOf } from "../order/service.ts";
import { AVATAR_PATH } from "../user/avatar.ts";
import { userServiceOf } from "../user/service.ts";
import * as q from "./queries.ts";
import { REVIEW_TEXT } from "./texts.ts";
import { pointsServiceOf } from "../points/service.ts";

export interface ReviewInput {
  orderItemId: number;
  score: number;
  content: string;
  pics: string[];
  isAnonymous: 0 | 1;
}

/** The statuses in which an order's items may be reviewed: received (4) — and 5 for items left when others were reviewed. */
const REVIEWABLE = [OrderStatus.CONFIRM, OrderStatus.SUCCESS] as const;

/**
 * Writing reviews (`/write-comments`, `POST /p/prodComm`) into product_comments, the table the
 * catalog's comment module reads for the detail page. Only the buyer of a received order item may
 * review it, once (comm_status + the table's unique order_item_id); the order becomes evaluated
 * (4 → 5) when its last item is reviewed. Photos must be images this server stored for the buyer
 * through `/p/file/upload` (≤ 2 MB, re-encoded): never arbitrary URLs.
 */
export class ReviewService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private async item(userId: number, orderItemId: number) {
    const row = await q.buyerOrderItem(this.db, userId, orderItemId);
    if (!row) throw new AppError("A03000");
    return row;
  }

  async commentable(userId: number, orderItemId: number, locale: Locale): Promise<CommentableItem> {
    const { item, orderNumber, status } = await this.item(userId, orderItemId);
    return {
      orderItemId,
      orderNumber,
      prodId: item.prodId,
      prodName: pick(locale, item.prodNameZh, item.prodNameEn),
      skuName: pick(locale, item.skuNameZh, item.skuNameEn),
      pic: item.pic,
      price: fenToYuan(item.price),
      commStatus: item.commStatus === 1 ? 1 : 0,
      canComment: item.commStatus === 0 && (REVIEWABLE as readonly number[]).includes(status),
    };
  }

  async write(userId: number, input: ReviewInput, locale: Locale): Promise<void> {
    const files = userServiceOf(this.ctx).files;
    for (const pic of input.pics) {
      const key = AVATAR_PATH.exec(pic)?.[1];
      if (!key || !(await files.read(key))) throw fieldError("pics", validationText("v.pic")!, locale);
    }
    const { item, status } = await this.item(userId, input.orderItemId);
    if (!(REVIEWABLE as readonly number[]).includes(status)) throw showFail(REVIEW_TEXT.notReceived, 409);
    if (item.commStatus === 1) throw showFail(REVIEW_TEXT.already, 409);
    const at = new Date(nowMs(this.ctx));
    await this.db.transaction(async (tx) => {
      const inserted = await q.insertReview(tx, {
        prodId: item.prodId,
        skuId: item.skuId,
        userId,
        orderItemId: item.orderItemId,
        score: input.score,
        content: input.content,
        pics: [...new Set(input.pics)],
        isAnonymous: input.isAnonymous === 1,
        status: 1,
        createdAt: at,
      });
      if (!inserted) throw showFail(REVIEW_TEXT.already, 409); // a concurrent review of the same item won
      await orderServiceOf(this.ctx).itemReviewed(tx, item.orderId, item.orderItemId, `user:${userId}`, at);
      await pointsServiceOf(this.ctx).reviewed(tx, userId, item.orderItemId, at); // the review bonus
    });
  }

  /** uc-comments: the buyer's reviews, newest first. */
  async mine(userId: number, pq: PageQuery, locale: Locale): Promise<Page<MyProdComment>> {
    const { rows, count } = await q.reviewsOfBuyer(this.db, userId, pq.size, pageOffset(pq));
    return toPage(
      rows.map(({ c, i, orderNumber }) => ({
        commentId: c.commentId,
        orderItemId: i.orderItemId,
        orderNumber,
        prodId: c.prodId,
        prodName: pick(locale, i.prodNameZh, i.prodNameEn),
        skuName: pick(locale, i.skuNameZh, i.skuNameEn),
        pic: i.pic,
        score: c.score,
        content: c.content,
        pics: c.pics,
        isAnonymous: c.isAnonymous ? 1 : 0,
        createTime: mallDateTime(c.createdAt),
      })),
      Number(count?.n ?? 0),
      pq,
    );
  }
}

export const reviewServiceOf = perContext((ctx) => new ReviewService(ctx));
