import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { orderAddressSnapshot, orderDetailView, orderListItem, orderNumberSchema } from "./order.ts";

/*
 * The merchant API under `/m/` (minimal, real): shop-staff accounts sign in with their own tokens
 * (a buyer token is refused on /m/, a staff token on /p/), list their shop's orders and ship them.
 * Seeded staff: `shop<shopId>` / `souk1234` for every shop.
 */

/** `POST /m/login` {userName, passWord} → MerchantLoginResult. passWord is plain (HTTPS). */
export const merchantLoginBody = z.object({
  userName: z
    .string({ error: "v.merchantAccount" })
    .trim()
    .regex(/^[A-Za-z0-9_]{3,30}$/, { error: "v.merchantAccount" }),
  passWord: z
    .string({ error: "v.loginPassword" })
    .min(1, { error: "v.loginPassword" })
    .max(100, { error: "v.loginPassword" }),
});
export type MerchantLoginBody = z.input<typeof merchantLoginBody>;

export const merchantLoginResult = z.object({
  token: z.string(),
  staffId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  expiresIn: z.number(),
});
export type MerchantLoginResult = z.infer<typeof merchantLoginResult>;

/** `GET /m/order/page?status=&current=&size=` → Page<OrderListItem & {userAddr, remarks}> of the staff's shop. */
/** An order of `GET /m/order/page`: the buyer's card plus what shipping needs. */
export const merchantOrderView = orderListItem.extend({
  /** The address snapshot taken at submit (with its region ids). */
  userAddr: orderAddressSnapshot.extend({ provinceId: z.number(), cityId: z.number(), areaId: z.number() }),
  remarks: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});

const mallDay = z
  .string({ error: "v.dateRange" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.dateRange" })
  .refine(
    (v) => {
      const t = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v; // 2026-02-30 is no day
    },
    { error: "v.dateRange" },
  );

/**
 * The console's order search: a number prefix (digits), the buyer's phone (the account's or the
 * receiver's), and submit days in mall time (inclusive). Shared by the page, the tab counts and the export.
 */
export const merchantOrderSearch = z
  .object({
    orderNumber: z
      .string({ error: "v.orderNumber" })
      .trim()
      .regex(/^\d{1,32}$/, { error: "v.orderNumber" })
      .optional(),
    phone: z
      .string({ error: "v.phone" })
      .trim()
      .regex(/^1\d{10}$/, { error: "v.phone" })
      .optional(),
    from: mallDay.optional(),
    to: mallDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "v.dateRange", path: ["to"] });
export type MerchantOrderSearch = z.output<typeof merchantOrderSearch>;

export const merchantOrderQuery = pageQuery
  .extend({
    status: z.coerce
      .number({ error: "v.orderStatus" })
      .int({ error: "v.orderStatus" })
      .min(0, { error: "v.orderStatus" })
      .max(7, { error: "v.orderStatus" })
      .optional()
      .default(0),
  })
  .extend(merchantOrderSearch.shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "v.dateRange", path: ["to"] });

export type MerchantOrderQuery = z.output<typeof merchantOrderQuery>;

/** `GET /m/order/counts` (same search) → the count of each status tab; status 0 is all. */
export const merchantOrderTabs = z.array(z.object({ status: z.number(), count: z.number() }));

/** `GET /m/order/export?from=&to=` (both required, at most 366 days; status optional) → text/csv, streamed. */
export const merchantOrderExportQuery = z
  .object({
    from: mallDay,
    to: mallDay,
    status: z.coerce
      .number({ error: "v.orderStatus" })
      .int({ error: "v.orderStatus" })
      .min(0, { error: "v.orderStatus" })
      .max(7, { error: "v.orderStatus" })
      .optional()
      .default(0),
  })
  .refine((q) => q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    error: "v.dateRange",
    path: ["to"],
  });

/**
 * `GET /m/order/info?orderNumber=` → the order as the buyer's detail shows it (every reduction,
 * freight, address, note, payment, logistics, timeline) plus the buyer's account phone.
 */
export const merchantOrderDetail = orderDetailView.extend({
  buyerMobile: z.string(),
});
export type MerchantOrderDetail = z.infer<typeof merchantOrderDetail>;

/** `PUT /m/order/delivery` → null. Pending delivery (status 2) orders of the staff's own shop only. */
export const deliveryBody = z.object({
  orderNumber: orderNumberSchema,
  carrier: z
    .string({ error: "v.carrier" })
    .trim()
    .refine(
      (v) => {
        const n = Array.from(v).length;
        return n >= 1 && n <= 30 && !/[<>\p{Cc}]/u.test(v);
      },
      { error: "v.carrier" },
    ),
  trackingNumber: z
    .string({ error: "v.trackingNumber" })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: "v.trackingNumber" }),
});
export type DeliveryBody = z.input<typeof deliveryBody>;

/** `PUT /m/invoice/issue/:orderNumber` → null: issues the order's invoice (applying → invoiced). */
export const merchantOrderParams = z.object({ orderNumber: orderNumberSchema });
