import type { Locale, MerchantLoginResult, MerchantOrderQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { StaffTokenStore, type StaffIdentity } from "../../infra/auth/staff-token-store.ts";
import { perContext } from "../../infra/per-context.ts";
import type { MerchantInvoiceRow } from "@souk/contract";
import { issueOrderInvoice, reissueOrderInvoice, shopInvoiceList } from "../order/invoices.ts";
import { orderServiceOf } from "../order/service.ts";
import { staffSignIn } from "./sign-in.ts";

/**
 * The merchant side, minimal and real: staff sign-in (argon2id, own token scope, throttled),
 * the shop's orders, shipping (the ship transition of the order state machine, which schedules
 * the automatic receipt), and issuing invoices. Every operation is scoped to the staff's shop:
 * another shop's order answers A03000 like an unknown one.
 */
export class MerchantService {
  readonly tokens: StaffTokenStore;

  constructor(private readonly ctx: AppContext) {
    this.tokens = new StaffTokenStore(ctx.database.db);
  }

  login(userName: string, password: string, locale: Locale, ip: string): Promise<MerchantLoginResult> {
    return staffSignIn(this.ctx, "shop", userName, password, locale, ip);
  }

  orders(staff: StaffIdentity, query: MerchantOrderQuery, locale: Locale) {
    return orderServiceOf(this.ctx).shopOrders(staff.shopId, query, locale);
  }

  ship(staff: StaffIdentity, orderNumber: string, carrier: string, trackingNumber: string): Promise<void> {
    return orderServiceOf(this.ctx).ship(
      staff.shopId,
      `shop:${staff.shopId}:staff:${staff.staffId}`,
      orderNumber,
      carrier,
      trackingNumber,
    );
  }

  issueInvoice(staff: StaffIdentity, orderNumber: string): Promise<void> {
    return issueOrderInvoice(this.ctx, staff.shopId, orderNumber);
  }

  /** The buyer asked for a new title: re-issue (exchanging → invoiced, new number). */
  reissueInvoice(staff: StaffIdentity, orderNumber: string): Promise<void> {
    return reissueOrderInvoice(this.ctx, staff.shopId, orderNumber);
  }

  invoices(staff: StaffIdentity, onlyExchanging: boolean): Promise<MerchantInvoiceRow[]> {
    return shopInvoiceList(this.ctx, staff.shopId, onlyExchanging);
  }
}

export const merchantServiceOf = perContext((ctx) => new MerchantService(ctx));
