import { createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import { signedSandboxNotice, type NotifyHeaders } from "./wxpay-sandbox.ts";

/*
 * Refunds on the WeChat Pay sandbox (both sides of the wire, like wxpay-sandbox.ts):
 * the merchant asks for a refund (v3 `POST /v3/refund/domestic/refunds` → {refund_id, status:
 * PROCESSING}); later the gateway sends a REFUND.SUCCESS notification, signed the same way as
 * payment notifications (HMAC-SHA256 of `${timestamp}\n${nonce}\n${body}\n`), to the merchant's
 * refund notify URL. The refund id is derived from the out_refund_no: asking twice for the same
 * refund is the same refund.
 */

export const wxRefundNotification = z.object({
  id: z.string().min(1).max(64),
  create_time: z.string().max(40),
  event_type: z.string().max(40),
  resource: z.object({
    out_refund_no: z.string().min(1).max(64),
    refund_id: z.string().min(1).max(64),
    refund_status: z.string().max(32),
    amount: z.object({ refund: z.number().int(), currency: z.string().max(8).optional() }),
    success_time: z.string().max(40).optional(),
  }),
});
export type WxRefundNotification = z.infer<typeof wxRefundNotification>;

/** The gateway's answer to a refund request (sandbox: accepted for processing). */
export function sandboxRefundCall(
  key: string,
  req: { outRefundNo: string; amount: number },
): { refundId: string; status: "PROCESSING" } {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new RangeError("refund amount must be positive fen");
  const h = createHmac("sha256", key).update(`refund:${req.outRefundNo}`).digest();
  return {
    refundId: "5030" + [...h.subarray(0, 12)].map((b) => String(b % 100).padStart(2, "0")).join(""),
    status: "PROCESSING",
  };
}

/** The gateway side: a signed REFUND.SUCCESS notification. */
export function buildRefundNotification(
  key: string,
  p: { outRefundNo: string; refundId: string; amount: number; at: Date; eventId?: string },
): { body: string; headers: Required<NotifyHeaders> & { "content-type": string } } {
  const n: WxRefundNotification = {
    id: p.eventId ?? randomBytes(16).toString("hex"),
    create_time: p.at.toISOString(),
    event_type: "REFUND.SUCCESS",
    resource: {
      out_refund_no: p.outRefundNo,
      refund_id: p.refundId,
      refund_status: "SUCCESS",
      amount: { refund: p.amount, currency: "CNY" },
      success_time: p.at.toISOString(),
    },
  };
  return signedSandboxNotice(key, n, p.at);
}
