import type {
  Page,
  RefundApplyBody,
  RefundApplyInfo,
  RefundApplyResult,
  RefundDetail,
  RefundEditBody,
  RefundExpressBody,
  RefundListItem,
  UploadedFile,
} from "@souk/contract";
import { mediaUrl } from "@/lib/media/media-url";
import { endpoint } from "../endpoint";

/** After-sales (`/p/orderRefund/...`): apply from an order line, uc-return, /return-detail. */
export const refundApplyInfoEndpoint = (orderNumber: string, orderItemId: number) =>
  endpoint<RefundApplyInfo>("GET", "/p/orderRefund/applyInfo", { query: { orderNumber, orderItemId } });
export const refundApplyEndpoint = (body: RefundApplyBody) =>
  endpoint<RefundApplyResult>("POST", "/p/orderRefund/apply", { body });
export const refundEditEndpoint = (body: RefundEditBody) =>
  endpoint<RefundApplyResult>("PUT", "/p/orderRefund/edit", { body });
export const refundWithdrawEndpoint = (refundSn: string) =>
  endpoint<null>("PUT", "/p/orderRefund/cancel", { body: { refundSn } });
export const refundExpressEndpoint = (body: RefundExpressBody) =>
  endpoint<null>("PUT", "/p/orderRefund/submitExpress", { body });
export const refundPageEndpoint = (tab: number, current: number, size: number) =>
  endpoint<Page<RefundListItem>>("GET", "/p/orderRefund/page", { query: { tab, current, size } });
export const refundDetailEndpoint = (refundSn: string) =>
  endpoint<RefundDetail>("GET", "/p/orderRefund/info", { query: { refundSn } });

/** Multipart upload of one after-sales proof photo (field `file`, ≤ 2 MB) into private storage; answers its key. */
export const uploadProofEndpoint = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<UploadedFile>("POST", "/p/orderRefund/proof/upload", { body: form });
};

/**
 * Where the form shows one of its proof photos: a private key through the uploader's own checked
 * route (the token cookie goes along with a same-origin image request); an old application's
 * public path as any media.
 */
export function proofThumbUrl(stored: string): string {
  return stored.startsWith("refund-proof/")
    ? `/api/p/orderRefund/proof/upload?path=${encodeURIComponent(stored)}`
    : mediaUrl(stored);
}
