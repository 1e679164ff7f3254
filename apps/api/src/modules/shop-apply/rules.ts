import { SHOP_AUDIT_STATUS, SHOP_STATUS } from "@souk/contract";

/**
 * The store's one state machine (issue 13), in two parts that follow each other:
 *
 *   application  (none) ──submit──▶ 0 under review ──approve──▶ 1 passed (the shop is created open)
 *                                   0 under review ──reject───▶ -1 not passed ──submit──▶ 0 under review
 *   shop         1 open ──offline──▶ 2 taken offline ──online──▶ 1 open
 *
 * Every other (state, action) pair is refused with a clear message and changes nothing.
 */
export type ApplyAction = "submit" | "approve" | "reject";
export type ShopAction = "offline" | "online";

/** null = the buyer has no application yet. */
export function applyTransition(from: number | null, action: ApplyAction): number | null {
  if (action === "submit")
    return from === null || from === SHOP_AUDIT_STATUS.rejected ? SHOP_AUDIT_STATUS.pending : null;
  if (from !== SHOP_AUDIT_STATUS.pending) return null;
  return action === "approve" ? SHOP_AUDIT_STATUS.passed : SHOP_AUDIT_STATUS.rejected;
}

export function shopTransition(from: number, action: ShopAction): number | null {
  if (action === "offline") return from === SHOP_STATUS.open ? SHOP_STATUS.offline : null;
  return from === SHOP_STATUS.offline ? SHOP_STATUS.open : null;
}

/**
 * `centerInfo.shopStatus` in the top bar's dialect (spec part 2): 1 open (enter the shop),
 * 0 under review, -1 no shop / not opened, any other value offline. An application not passed
 * has no shop (-1; shopAuditStatus -1 tells the screen to show the reason). A shop's own status
 * is answered as is, except closed (0, "suspended"), which would read as "under review" here and
 * is answered as offline (2).
 */
export function entryStatus(auditStatus: number | null, shopStatus: number | null): number {
  if (auditStatus === null || auditStatus === SHOP_AUDIT_STATUS.rejected) return -1;
  if (auditStatus === SHOP_AUDIT_STATUS.pending) return 0;
  if (shopStatus === null || shopStatus === -1) return -1;
  return shopStatus === SHOP_STATUS.closed ? SHOP_STATUS.offline : shopStatus;
}

type Text = { zh: string; en: string };

/** What the opening screen and the platform list call each state. */
export function statusText(auditStatus: number, shopStatus: number | null): Text {
  if (auditStatus === SHOP_AUDIT_STATUS.pending) return { zh: "审核中", en: "Under review" };
  if (auditStatus === SHOP_AUDIT_STATUS.rejected) return { zh: "未通过", en: "Not passed" };
  return SHOP_STATE_TEXT[shopStatus ?? SHOP_STATUS.open] ?? SHOP_STATE_TEXT[SHOP_STATUS.offline]!;
}

const SHOP_STATE_TEXT: Record<number, Text> = {
  [SHOP_STATUS.open]: { zh: "已开店", en: "Open" },
  [SHOP_STATUS.offline]: { zh: "已下线", en: "Taken offline" },
  [SHOP_STATUS.pendingOpen]: { zh: "未开业", en: "Not yet open" },
  [SHOP_STATUS.closed]: { zh: "已停业", en: "Suspended" },
  [SHOP_STATUS.applying]: { zh: "未开业", en: "Not yet open" },
  [SHOP_STATUS.pendingReonline]: { zh: "已下线", en: "Taken offline" },
};

export const APPLY_TEXT = {
  underReview: {
    zh: "您的开店申请正在审核中，请耐心等待",
    en: "Your store application is under review, please wait",
  },
  alreadyOpen: { zh: "您已开通店铺，无需再次申请", en: "You already have a store" },
  notFound: { zh: "开店申请不存在", en: "The store application does not exist" },
  notPending: { zh: "该申请不在审核中", en: "This application is not under review" },
  docNotFound: { zh: "文件不存在", en: "File not found" },
  shopNotFound: { zh: "店铺不存在", en: "The shop does not exist" },
  cannotOffline: { zh: "只有营业中的店铺可以下线", en: "Only an open shop can be taken offline" },
  cannotOnline: { zh: "只有已下线的店铺可以重新上线", en: "Only a shop taken offline can be put back online" },
  tooManyUploads: { zh: "上传过于频繁，请稍后再试", en: "Too many uploads, please try again later" },
} as const;
