/** `GET /p/user/userInfo` — feeds the top bar. */
export interface UserInfo {
  userId: number;
  nickName: string;
  pic: string;
}

/** Order status labels of spec part 4, the keys of `orderCountData` (spelling as in the spec). */
export const ORDER_COUNT_KEYS = [
  "pendingPayment",
  "pendingDelivery",
  "pendingReceipt",
  "pendinEvaluation",
  "evaluated",
  "shipped",
  "completed",
  "canceled",
  "grouping",
] as const;
export type OrderCountData = Record<(typeof ORDER_COUNT_KEYS)[number], number>;

/** `GET /p/user/centerInfo` */
export interface UserCenterInfo {
  /** false for accounts created by SMS login / SSO that never set a password. */
  isSetPassword: boolean;
  orderCountData: OrderCountData;
  /** Shop status for the header entry: 1 open, 0 under review, -1 none, other values offline. */
  shopStatus: number;
  shopAuditStatus: number | null;
  shopId: number | null;
}

/** Token cookie and its lifetime (spec part 9: 30 days). */
export const TOKEN_COOKIE = "token";
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
