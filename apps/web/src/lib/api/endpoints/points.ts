import type {
  Page,
  PointsExchangeBody,
  PointsExchangeConfirm,
  PointsExchangeResult,
  PointsInfo,
  PointsLogRecord,
  PointsProductDetail,
  PointsProductView,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-integral: points held, what expires soon, the rules; the ledger (newest first). */
export const pointsInfoEndpoint = () => endpoint<PointsInfo>("GET", "/p/points/info");
export const pointsLogEndpoint = (current: number, size: number) =>
  endpoint<Page<PointsLogRecord>>("GET", "/p/points/log", { query: { current, size } });

/** The points mall (member-center/integral-mall, integral-det) and an exchange (submit-integral-order). */
export const pointsMallEndpoint = (current: number, size: number) =>
  endpoint<Page<PointsProductView>>("GET", "/ua/points/mall", { query: { current, size } });
export const pointsProductEndpoint = (prodId: number) =>
  endpoint<PointsProductDetail>("GET", `/ua/points/prod/${prodId}`);
export const pointsConfirmEndpoint = (body: PointsExchangeBody) =>
  endpoint<PointsExchangeConfirm>("POST", "/p/points/order/confirm", { body });
export const pointsSubmitEndpoint = (body: PointsExchangeBody) =>
  endpoint<PointsExchangeResult>("POST", "/p/points/order/submit", { body });
