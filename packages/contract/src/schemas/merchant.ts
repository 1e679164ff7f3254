import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { orderAddressSnapshot, orderListItem, orderNumberSchema } from "./order.ts";

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

export const merchantOrderQuery = pageQuery.extend({
  status: z.coerce
    .number({ error: "v.orderStatus" })
    .int({ error: "v.orderStatus" })
    .min(0, { error: "v.orderStatus" })
    .max(7, { error: "v.orderStatus" })
    .optional()
    .default(0),
});

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
