import type {
  IsPayResult,
  PayBody,
  PayInfo,
  PayResult,
  SandboxConfirmResult,
  SandboxPrepay,
  paySwitch,
} from "@souk/contract";
import type { z } from "zod";
import { endpoint } from "../endpoint";

export type PaySwitch = z.infer<typeof paySwitch>;

/** Which payment methods are on (the client keeps it 5 hours: modules/payment/lib/pay-switch-cache). */
export const paySwitchEndpoint = () => endpoint<PaySwitch>("GET", "/sys/config/info/getSysPaySwitch");
/** `/payment` summary: amount, deadline (with the server's now), items, address, balance. */
export const payInfoEndpoint = (payNo: string) => endpoint<PayInfo>("GET", "/p/order/payInfo", { query: { payNo } });
/** 1 balance (paid at once), 2 WeChat Native (answers the QR code URL). */
export const payEndpoint = (body: PayBody) => endpoint<PayResult>("POST", "/p/order/pay", { body });
export const isPayEndpoint = (payNo: string) =>
  endpoint<IsPayResult>("GET", `/p/order/isPay/${encodeURIComponent(payNo)}`);

/** The sandbox WeChat gateway (development only): what the payer's phone shows, and "pay". */
export const sandboxPrepayEndpoint = (prepayId: string) =>
  endpoint<SandboxPrepay>("GET", `/sandbox/wxpay/prepay/${encodeURIComponent(prepayId)}`);
export const sandboxConfirmEndpoint = (prepayId: string) =>
  endpoint<SandboxConfirmResult>("POST", `/sandbox/wxpay/prepay/${encodeURIComponent(prepayId)}/confirm`);
