import { SHOP_STATUS } from "@souk/contract";
import type { LocalizedText } from "../../infra/http/app-error.ts";

export const SHOP_STATE_TEXT: Record<number, LocalizedText> = {
  [SHOP_STATUS.open]: { zh: "已开店", en: "Open" },
  [SHOP_STATUS.offline]: { zh: "已下线", en: "Taken offline" },
  [SHOP_STATUS.pendingOpen]: { zh: "未开业", en: "Not yet open" },
  [SHOP_STATUS.closed]: { zh: "已停业", en: "Suspended" },
  [SHOP_STATUS.applying]: { zh: "未开业", en: "Not yet open" },
  [SHOP_STATUS.pendingReonline]: { zh: "已下线", en: "Taken offline" },
};

export const APPLY_TEXT = {
  statusUnderReview: { zh: "审核中", en: "Under review" },
  statusRejected: { zh: "未通过", en: "Not passed" },
  // the new shop's default sign navigation
  navHome: { zh: "店铺首页", en: "Shop home" },
  navAllGoods: { zh: "全部商品", en: "All goods" },
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
  cannotSuspend: {
    zh: "只有营业中、已下线或未开业的店铺可以停业",
    en: "Only an open, offline or not yet open shop can be suspended",
  },
  cannotReinstate: { zh: "只有已停业的店铺可以恢复营业", en: "Only a suspended shop can be reinstated" },
  tooManyUploads: { zh: "上传过于频繁，请稍后再试", en: "Too many uploads, please try again later" },
} as const;

/** The platform's shop list and the seller center's banner name each state (PLATFORM_SHOP_FILTERS). */
export const STORE_STATE_TEXT = {
  open: { zh: "营业中", en: "Open" },
  offline: { zh: "已下线", en: "Taken offline" },
  suspended: { zh: "已停业", en: "Suspended" },
  notOpen: { zh: "未开业", en: "Not yet open" },
} as const;
