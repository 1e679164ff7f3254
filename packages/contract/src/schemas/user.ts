/** `GET /p/user/userInfo` — feeds the top bar. */
export interface UserInfo {
  userId: number;
  nickName: string;
  pic: string;
}

/** `GET /p/user/centerInfo` */
export interface UserCenterInfo {
  isSetPassword: boolean;
  orderCountData: Record<string, number>;
  /** Shop status for the header entry: 1 open, 0 under review, -1 none, other values offline. */
  shopStatus: number;
  shopAuditStatus: number | null;
  shopId: number | null;
}

/** Token cookie and its lifetime (spec part 9: 30 days). */
export const TOKEN_COOKIE = "token";
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;
