import { OrderStatus, fenToYuan, type InvoiceChoice, type InvoiceDetail, type Locale } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDate, mallDateTime } from "../../infra/time.ts";
import { issueInvoice } from "./issue.ts";
import * as q from "./queries.ts";
import { renderInvoicePdf } from "./pdf.ts";
import { INVOICE_TEXT } from "./texts.ts";

/**
 * What the invoice needs of its order, handed in by the order module (which owns orders and
 * depends on this one; the invoice module never reads the order tables).
 */
export interface InvoiceOrder {
  orderId: number;
  orderNumber: string;
  status: number;
  shopId: number;
  shopNameZh: string;
  shopNameEn: string;
  freight: number;
  activityReduce: number;
  shopDiscountReduce: number;
  shopCouponReduce: number;
  platformCouponReduce: number;
  pointsReduce: number;
}

/** One order line as printed on the invoice (money in fen). */
export interface InvoiceLine {
  prodNameZh: string;
  prodNameEn: string;
  skuNameZh: string;
  skuNameEn: string;
  count: number;
  price: number;
  total: number;
}

/** The invoice 'issue' transition for a shop (merchant API / CLI): its own paid order, applying → invoiced. */
export async function issueShopInvoice(tx: Tx, o: InvoiceOrder, at: Date): Promise<void> {
  const inv = await q.invoiceOf(tx, o.orderId);
  if (!inv) throw showFail(INVOICE_TEXT.none, 404);
  if (o.status === OrderStatus.UNPAY || o.status === OrderStatus.CLOSE) throw showFail(INVOICE_TEXT.notPaid, 409);
  await issueInvoice(tx, o.orderId, at); // already invoiced: nothing changes
}

/**
 * Invoices (`/invoice-detail`): details and state of the invoice of a buyer's order, and the issued
 * invoice as a PDF. States: 1 applying (asked for at submit) → 2 invoiced (issued by the shop, or
 * automatically when the goods are received).
 */
export class InvoiceService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The "request invoices" step of the submit workflow (checkout), inside its transaction: a VAT
   * general invoice (type 1) applying for each new order, for its amount; nothing for type 0.
   */
  async request(
    tx: Tx,
    p: {
      userId: number;
      at: Date;
      choice: InvoiceChoice | undefined;
      orders: { orderId: number; shopId: number; amount: number }[];
    },
  ): Promise<void> {
    const c = p.choice;
    if (!c || c.invoiceType !== 1) return;
    for (const o of p.orders) {
      await q.insertInvoice(tx, {
        orderId: o.orderId,
        userId: p.userId,
        shopId: o.shopId,
        invoiceType: 1,
        headerType: c.headerType,
        headerName: c.headerName,
        taxNumber: c.taxNumber,
        amount: o.amount,
        status: 1,
        appliedAt: p.at,
      });
    }
  }

  /** The buyer's invoice of their order (the order module found the order for that buyer). */
  private async load(userId: number, o: InvoiceOrder) {
    const inv = await q.invoiceOf(this.ctx.database.db, o.orderId, userId);
    if (!inv) throw showFail(INVOICE_TEXT.none, 404);
    return inv;
  }

  async detail(userId: number, o: InvoiceOrder, locale: Locale): Promise<InvoiceDetail> {
    const inv = await this.load(userId, o);
    const orderNumber = o.orderNumber;
    const invoiced = inv.status === 2;
    return {
      orderNumber,
      shopId: o.shopId,
      shopName: pick(locale, o.shopNameZh, o.shopNameEn),
      invoiceType: 1,
      headerType: inv.headerType === 2 ? 2 : 1,
      headerName: inv.headerName,
      taxNumber: inv.taxNumber,
      content: INVOICE_TEXT.content[locale],
      amount: fenToYuan(inv.amount),
      status: invoiced ? 2 : 1,
      statusLabel: invoiced ? "invoiced" : "applying",
      invoiceNo: inv.invoiceNo ?? "",
      applyTime: mallDateTime(inv.appliedAt),
      issueTime: inv.issuedAt ? mallDateTime(inv.issuedAt) : null,
      downloadUrl: invoiced ? `/p/invoice/download/${orderNumber}` : null,
    };
  }

  /** The issued invoice as a PDF (A00001 while it is still applying). */
  async pdf(
    userId: number,
    o: InvoiceOrder,
    items: readonly InvoiceLine[],
  ): Promise<{ filename: string; bytes: Buffer }> {
    const inv = await this.load(userId, o);
    const orderNumber = o.orderNumber;
    if (inv.status !== 2 || !inv.invoiceNo || !inv.issuedAt) throw showFail(INVOICE_TEXT.notIssued, 409);
    const bytes = await renderInvoicePdf({
      invoiceNo: inv.invoiceNo,
      issueDate: mallDate(inv.issuedAt),
      orderNumber,
      sellerZh: o.shopNameZh,
      sellerEn: o.shopNameEn,
      headerType: inv.headerType === 2 ? 2 : 1,
      headerName: inv.headerName,
      taxNumber: inv.taxNumber,
      lines: items.map((i) => ({
        nameZh: i.prodNameZh,
        nameEn: i.prodNameEn,
        skuZh: i.skuNameZh,
        skuEn: i.skuNameEn,
        count: i.count,
        price: i.price,
        amount: i.total,
      })),
      freight: o.freight,
      reduce: o.activityReduce + o.shopDiscountReduce + o.shopCouponReduce + o.platformCouponReduce + o.pointsReduce,
      total: inv.amount,
    });
    return { filename: `invoice-${inv.invoiceNo}.pdf`, bytes };
  }
}

export const invoiceServiceOf = perContext((ctx) => new InvoiceService(ctx));
