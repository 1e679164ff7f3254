import { SHOP_STATUS } from "@souk/contract";
import type { LocalizedText } from "../../infra/http/app-error.ts";

/** Shop status shown on the shop page when it cannot be browsed. Unknown values read as "offline". */
export const SHOP_STATUS_TEXT: Record<number, LocalizedText> = {
  [SHOP_STATUS.open]: { zh: "营业中", en: "Open" },
  [SHOP_STATUS.closed]: { zh: "店铺已关闭", en: "This shop is closed" },
  [SHOP_STATUS.offline]: { zh: "店铺已下线", en: "This shop has been taken offline" },
  [SHOP_STATUS.pendingOpen]: { zh: "店铺开店申请审核中", en: "This shop is awaiting approval to open" },
  [SHOP_STATUS.applying]: { zh: "店铺正在申请开店", en: "This shop is applying to open" },
  [SHOP_STATUS.pendingReonline]: { zh: "店铺重新上线审核中", en: "This shop is awaiting approval to reopen" },
};

export const SHOP_NOT_FOUND_TEXT: LocalizedText = { zh: "店铺不存在", en: "shop does not exist" };
