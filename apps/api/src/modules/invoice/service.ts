import {
  OrderStatus,
  fenToYuan,
  type InvoiceChoice,
  type InvoiceDetail,
  type InvoiceExchangeView,
  type Locale,
  type MerchantInvoiceRow,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDate, mallDateTime } from "../../infra/time.ts";
import { issueInvoice, newInvoiceNo } from "./issue.ts";
import { INVOICE_STATE_CODE, invoiceStateOf, nextInvoiceState, type InvoiceState } from "./state.ts";
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

/** The title an exchange asks for (the checkout's invoice choice, type 1). */
export type InvoiceTitle = Extract<InvoiceChoice, { invoiceType: 1 }>;

/** Why an event is refused in a state (the transitions are state.ts's). */
function refusal(state: InvoiceState) {
  if (state === "applying") return showFail(INVOICE_TEXT.exchangeNotIssued, 409);
  if (state === "exchanging") return showFail(INVOICE_TEXT.exchangePending, 409);
  return showFail(INVOICE_TEXT.noPendingExchange, 409);
}

function exchangeView(orderNumber: string, x: q.ExchangeRow): InvoiceExchangeView {
  return {
    exchangeId: x.exchangeId,
    orderNumber,
    headerType: x.headerType === 2 ? 2 : 1,
    headerName: x.headerName,
    taxNumber: x.taxNumber,
    oldInvoiceNo: x.oldInvoiceNo,
    newInvoiceNo: x.newInvoiceNo ?? "",
    status: x.status === 2 ? 2 : 1,
    statusLabel: x.status === 2 ? "reissued" : "pending",
    requestTime: mallDateTime(x.requestedAt),
    reissueTime: x.reissuedAt ? mallDateTime(x.reissuedAt) : null,
  };
}

/**
 * The invoice 'reissue' transition for a shop (merchant API / CLI): exchanging → invoiced, with a
 * new number and the title the buyer asked for. Refused (nothing changes) without a pending exchange.
 */
export async function reissueShopInvoice(tx: Tx, o: InvoiceOrder, at: Date): Promise<void> {
  const inv = await q.invoiceOf(tx, o.orderId);
  if (!inv) throw showFail(INVOICE_TEXT.none, 404);
  const state = invoiceStateOf(inv.status, !!(await q.pendingExchangeOf(tx, o.orderId)));
  if (!nextInvoiceState(state, "reissue")) throw refusal(state);
  if (!(await q.markReissued(tx, o.orderId, newInvoiceNo(at), at))) throw refusal("invoiced"); // a concurrent reissue won
}

/** A shop's invoices for `/m/invoice/list` (order numbers handed in by the order module). */
export async function shopInvoiceRows(
  tx: Tx,
  shopId: number,
  onlyExchanging: boolean,
  numberOf: (orderIds: number[]) => Promise<Map<number, string>>,
): Promise<MerchantInvoiceRow[]> {
  const rows = await q.shopInvoices(tx, shopId, onlyExchanging);
  const numbers = await numberOf(rows.map((r) => r.inv.orderId));
  return rows.map(({ inv, x }) => {
    const orderNumber = numbers.get(inv.orderId) ?? "";
    const state = invoiceStateOf(inv.status, !!x);
    return {
      orderNumber,
      headerType: inv.headerType === 2 ? 2 : 1,
      headerName: inv.headerName,
      taxNumber: inv.taxNumber,
      amount: fenToYuan(inv.amount),
      status: INVOICE_STATE_CODE[state],
      statusLabel: state,
      invoiceNo: inv.invoiceNo ?? "",
      applyTime: mallDateTime(inv.appliedAt),
      exchange: x ? exchangeView(orderNumber, x) : null,
    };
  });
}

/**
 * Invoices (`/invoice-detail`): details and state of the invoice of a buyer's order, and the issued
 * invoice as a PDF. States (state.ts): 1 applying (asked for at submit) → 2 invoiced (issued by the
 * shop, or automatically when the goods are received) → 3 exchanging (the buyer asked for a new
 * title) → 2 invoiced again once the shop re-issues.
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
    const pending = invoiced ? await q.pendingExchangeOf(this.ctx.database.db, o.orderId) : undefined;
    const state = invoiceStateOf(inv.status, !!pending);
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
      status: INVOICE_STATE_CODE[state],
      statusLabel: state,
      invoiceNo: inv.invoiceNo ?? "",
      applyTime: mallDateTime(inv.appliedAt),
      issueTime: inv.issuedAt ? mallDateTime(inv.issuedAt) : null,
      downloadUrl: invoiced ? `/p/invoice/download/${orderNumber}` : null,
      exchange: pending ? exchangeView(orderNumber, pending) : null,
    };
  }

  /**
   * The buyer's 'requestExchange' transition: invoiced → exchanging with the new title. Refused
   * with nothing changed while applying, while an exchange is pending (also when two requests race:
   * the partial unique index keeps one), or when the title is the one already on the invoice.
   */
  async requestExchange(userId: number, o: InvoiceOrder, title: InvoiceTitle, at: Date): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      const inv = await q.invoiceOf(tx, o.orderId, userId);
      if (!inv) throw showFail(INVOICE_TEXT.none, 404);
      const state = invoiceStateOf(inv.status, !!(await q.pendingExchangeOf(tx, o.orderId)));
      if (!nextInvoiceState(state, "requestExchange")) throw refusal(state);
      if (
        inv.headerType === title.headerType &&
        inv.headerName === title.headerName &&
        inv.taxNumber === title.taxNumber
      )
        throw showFail(INVOICE_TEXT.exchangeSame, 400);
      const inserted = await q.insertExchange(tx, {
        orderId: o.orderId,
        userId,
        shopId: inv.shopId,
        headerType: title.headerType,
        headerName: title.headerName,
        taxNumber: title.taxNumber,
        oldInvoiceNo: inv.invoiceNo ?? "",
        status: 1,
        requestedAt: at,
      });
      if (!inserted) throw refusal("exchanging");
    });
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
