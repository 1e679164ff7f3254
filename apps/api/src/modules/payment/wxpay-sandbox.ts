import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/*
 * The WeChat Pay Native sandbox: both sides of the wire format.
 *
 * Shape of a notification (WeChat Pay API v3 style): headers
 *   Wechatpay-Timestamp, Wechatpay-Nonce, Wechatpay-Serial, Wechatpay-Signature
 * and a JSON body {id, create_time, event_type, resource_type, summary, resource}. The real v3
 * gateway signs with its RSA key and AES-GCM-encrypts `resource`; the sandbox signs
 * `${timestamp}\n${nonce}\n${body}\n` with HMAC-SHA256 under a shared sandbox key and sends the
 * resource in clear (documented in ADR 0007). The merchant side verifies exactly that.
 */

export const SANDBOX_SERIAL = "SOUK-SANDBOX-1";

export const wxNotification = z.object({
  id: z.string().min(1).max(64),
  create_time: z.string().max(40),
  event_type: z.string().max(40),
  resource_type: z.string().max(40).optional(),
  summary: z.string().max(200).optional(),
  resource: z.object({
    out_trade_no: z.string().min(1).max(64),
    transaction_id: z.string().min(1).max(64),
    trade_state: z.string().max(32),
    amount: z.object({
      total: z.number().int(),
      currency: z.string().max(8),
      payer_total: z.number().int().optional(),
    }),
    success_time: z.string().max(40).optional(),
    attach: z.string().max(128).optional(),
  }),
});
export type WxNotification = z.infer<typeof wxNotification>;
/** A transaction as the gateway describes it (the notification's resource, the order query's answer). */
export type WxTransaction = WxNotification["resource"];

export function signBody(key: string, timestamp: string, nonce: string, body: string): string {
  return createHmac("sha256", key).update(`${timestamp}\n${nonce}\n${body}\n`).digest("base64");
}

export interface NotifyHeaders {
  "wechatpay-timestamp"?: string;
  "wechatpay-nonce"?: string;
  "wechatpay-signature"?: string;
  "wechatpay-serial"?: string;
}

/** Signature, serial and timestamp window (replays older than maxAgeSeconds are refused). */
export function verifyNotification(
  key: string,
  headers: NotifyHeaders,
  body: string,
  nowSeconds: number,
  maxAgeSeconds: number,
): "ok" | "signature" | "stale" {
  const ts = headers["wechatpay-timestamp"] ?? "";
  const nonce = headers["wechatpay-nonce"] ?? "";
  const sig = headers["wechatpay-signature"] ?? "";
  if (headers["wechatpay-serial"] !== SANDBOX_SERIAL || !/^\d{1,12}$/.test(ts) || nonce.length < 8 || nonce.length > 64)
    return "signature";
  const expected = Buffer.from(signBody(key, ts, nonce, body));
  const got = Buffer.from(sig);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return "signature";
  if (Math.abs(nowSeconds - Number(ts)) > maxAgeSeconds) return "stale";
  return "ok";
}

/** The gateway side: a signed TRANSACTION.SUCCESS notification for a paid prepay. */
export function buildNotification(
  key: string,
  p: { prepayId: string; transactionId: string; amount: number; payNo: string; at: Date; eventId?: string },
): { body: string; headers: Required<NotifyHeaders> & { "content-type": string } } {
  const notification: WxNotification = {
    id: p.eventId ?? randomBytes(16).toString("hex"),
    create_time: p.at.toISOString(),
    event_type: "TRANSACTION.SUCCESS",
    resource_type: "encrypt-resource",
    summary: "支付成功",
    resource: {
      out_trade_no: p.prepayId,
      transaction_id: p.transactionId,
      trade_state: "SUCCESS",
      amount: { total: p.amount, currency: "CNY", payer_total: p.amount },
      success_time: p.at.toISOString(),
      attach: p.payNo,
    },
  };
  return signedSandboxNotice(key, notification, p.at);
}

/** A gateway notification as the sandbox sends it: the JSON body and the headers that sign it. */
export function signedSandboxNotice(
  key: string,
  notice: object,
  at: Date,
): { body: string; headers: Required<NotifyHeaders> & { "content-type": string } } {
  const body = JSON.stringify(notice);
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = randomBytes(16).toString("hex");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-serial": SANDBOX_SERIAL,
      "wechatpay-signature": signBody(key, timestamp, nonce, body),
    },
  };
}

/** The sandbox's transaction id of a prepay: the payer pays a prepay once, so it is derived from it. */
export function sandboxTransactionId(key: string, prepayId: string): string {
  const h = createHmac("sha256", key).update(`txn:${prepayId}`).digest();
  return "4200" + [...h.subarray(0, 12)].map((b) => String(b % 100).padStart(2, "0")).join("");
}
