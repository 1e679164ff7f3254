import { SHOP_AUDIT_STATUS, SHOP_STATUS, type ShopStatusAction } from "@souk/contract";
import { SHOP_STATE_TEXT, APPLY_TEXT } from "./texts.ts";

/**
 * The store's one state machine, in two parts that follow each other:
 *
 *   application  (none) ──submit──▶ 0 under review ──approve──▶ 1 passed (the shop is created open)
 *                                   0 under review ──reject───▶ -1 not passed ──submit──▶ 0 under review
 *   shop         1 open ──offline──▶ 2 taken offline ──online──▶ 1 open
 *                1 open, 2 taken offline, 3 not yet open ──suspend──▶ 0 suspended ──reinstate──▶ 1 open
 *
 * Every other (state, action) pair is refused with a clear message and changes nothing.
 */
export type ApplyAction = "submit" | "approve" | "reject";
export type ShopAction = ShopStatusAction;

/** null = the buyer has no application yet. */
export function applyTransition(from: number | null, action: ApplyAction): number | null {
  if (action === "submit")
    return from === null || from === SHOP_AUDIT_STATUS.rejected ? SHOP_AUDIT_STATUS.pending : null;
  if (from !== SHOP_AUDIT_STATUS.pending) return null;
  return action === "approve" ? SHOP_AUDIT_STATUS.passed : SHOP_AUDIT_STATUS.rejected;
}

export function shopTransition(from: number, action: ShopAction): number | null {
  switch (action) {
    case "offline":
      return from === SHOP_STATUS.open ? SHOP_STATUS.offline : null;
    case "online":
      return from === SHOP_STATUS.offline ? SHOP_STATUS.open : null;
    case "suspend":
      return from === SHOP_STATUS.open || from === SHOP_STATUS.offline || from === SHOP_STATUS.pendingOpen
        ? SHOP_STATUS.closed
        : null;
    case "reinstate":
      return from === SHOP_STATUS.closed ? SHOP_STATUS.open : null;
  }
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
  if (auditStatus === SHOP_AUDIT_STATUS.pending) return APPLY_TEXT.statusUnderReview;
  if (auditStatus === SHOP_AUDIT_STATUS.rejected) return APPLY_TEXT.statusRejected;
  return SHOP_STATE_TEXT[shopStatus ?? SHOP_STATUS.open] ?? SHOP_STATE_TEXT[SHOP_STATUS.offline]!;
}
