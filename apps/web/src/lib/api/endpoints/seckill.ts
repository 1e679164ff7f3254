import type {
  Page,
  SeckillConfirmView,
  SeckillQuotaView,
  SeckillSessionView,
  SeckillView,
  SubmitOrderResult,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** /flash-sale: the running and upcoming sessions, and a session's flash sales (states and countdowns on server time). */
export const seckillSessionsEndpoint = () => endpoint<SeckillSessionView[]>("GET", "/ua/seckill/sessions");
export const seckillPageEndpoint = (session: number | undefined, current: number, size: number) =>
  endpoint<Page<SeckillView>>("GET", "/ua/seckill/page", { query: { session, current, size } });
export const seckillInfoEndpoint = (seckillId: number) =>
  endpoint<SeckillView>("GET", "/ua/seckill/prod", { query: { seckillId } });
export const seckillConfirmEndpoint = (body: { seckillSkuId: number; count: number; addrId?: number }) =>
  endpoint<SeckillConfirmView>("POST", "/p/seckill/order/confirm", { body });
/** Reserves flash units and creates the order; 503 + Retry-After while the gate is unreachable. */
export const seckillSubmitEndpoint = (body: {
  seckillSkuId: number;
  count: number;
  addrId: number;
  remarks?: string;
}) => endpoint<SubmitOrderResult>("POST", "/p/seckill/order/submit", { body });
/** The signed-in buyer's per-person limit of a flash sale: what they hold and may still buy. */
export const seckillQuotaEndpoint = (seckillId: number) =>
  endpoint<SeckillQuotaView>("GET", "/p/seckill/quota", { query: { seckillId } });
