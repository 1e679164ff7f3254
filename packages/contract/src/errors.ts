import type { Locale } from "./locale.ts";

/**
 * The one error catalogue of Souk (mall4j/mall4cloud dialect). The storefront
 * branches on `code`; `status` is the HTTP status the API answers with, so
 * caches, proxies and logs see failures as failures too.
 */
export const ErrorCodes = {
  OK: "00000",
  SHOW_FAIL: "A00001",
  VALIDATION: "A00002",
  UNREADABLE: "A00003",
  UNAUTHORIZED: "A00004",
  SERVER_ERROR: "A00005",
  VERIFICATION_CODE: "A00006",
  DATA_ERROR: "A00007",
  NOT_FOUND: "A00013",
  REQUEST_TOO_LARGE: "A00014",
  REPLAYED_WITH_OTHER_DETAILS: "A00015",
  FORBIDDEN: "A00016",
  RATE_LIMITED: "B00016",
  SPU_NOT_EXIST: "A01000",
  SPU_OFF_SHELF: "A01100",
  CART_ITEM_NOT_EXIST: "A02000",
  ORDER_NOT_EXIST: "A03000",
  REPEAT_ORDER: "A03002",
  ORDER_EXPIRED: "A03003",
  ORDER_PAYED: "A03007",
  ORDER_NO_DELIVERY: "A03008",
  NOT_STOCK: "A03010",
  ORDER_NOT_FINISH_OR_CLOSE: "A03011",
  ORDER_NOT_PAYED: "A03012",
  ACTIVITY_END: "A05001",
  NO_ACTIVITY: "A05002",
  SSO_LOGGED_OUT: "A10000",
  NOT_DELIVERABLE: "A00029",
  ORDER_FIELD_REQUIRED: "A00030",
  FREIGHT_TEMPLATE_IN_USE: "A00031",
  OAUTH_STATE_INVALID: "A00032",
  OAUTH_UNAVAILABLE: "A00033",
  OAUTH_PROVIDER_FAILED: "A00034",
  PROMOTION_ENDED_NO_EDIT: "A00035",
  // Platform console: catalog (A00040–A00044)
  CATEGORY_HAS_PRODUCTS: "A00040",
  CATEGORY_HAS_CHILDREN: "A00041",
  CATEGORY_GRADE: "A00042",
  PRODUCT_TAKEN_DOWN: "A00043",
  BRAND_NAME_TAKEN: "A00044",
  // Platform console — marketing
  GIFT_CARD_CSV_TAKEN: "A00053",
  GIFT_CARD_VOIDED: "A00054",
  FLASH_SALE_REMOVED: "A00055",
  // platform console: finance, reports, staff
  LAST_SUPER_ADMIN: "A00058",
  // Platform console: content
  NOTICE_NOT_EXIST: "A00045",
  HOT_SEARCH_NOT_EXIST: "A00046",
  HOT_SEARCH_DUPLICATE: "A00047",
  TERMS_EMPTY: "A00048",
  // Decoration editor (A00063–A00070)
  DECORATION_PAGE_NOT_EXIST: "A00063",
  DECORATION_STALE: "A00064",
  DECORATION_HAS_PROBLEMS: "A00065",
  DECORATION_HOME_UNDELETABLE: "A00066",
  DECORATION_FOREIGN_ITEM: "A00067",
  DECORATION_PREVIEW_INVALID: "A00068",
  DECORATION_VERSION_NOT_EXIST: "A00069",
  DECORATION_PAGE_NAME_TAKEN: "A00070",
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

interface CatalogueEntry {
  status: number;
  zh: string;
  en: string;
}

/** Default HTTP status and message of each code; a thrown error may carry a more precise message. */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  "00000": { status: 200, zh: "成功", en: "Success" },
  A00001: { status: 400, zh: "操作失败", en: "Operation failed" },
  A00002: { status: 400, zh: "参数校验失败", en: "Invalid request parameters" },
  A00003: { status: 400, zh: "请求内容无法解析", en: "The request body could not be read" },
  A00004: { status: 401, zh: "未登录或登录已过期，请重新登录", en: "Please log in" },
  A00005: { status: 500, zh: "服务器出了点小差，请稍后再试", en: "The server had a problem, please try again later" },
  A00006: { status: 400, zh: "验证码错误或已过期", en: "The verification code is wrong or has expired" },
  A00007: { status: 409, zh: "数据已变化，请刷新后重试", en: "The data has changed, please refresh and retry" },
  A00013: { status: 404, zh: "请求的资源不存在", en: "The requested resource does not exist" },
  A00014: { status: 413, zh: "请求内容过大", en: "The request is too large" },
  A00015: {
    status: 409,
    zh: "该请求已使用其他内容提交过",
    en: "This request was already submitted with other details",
  },
  A00016: { status: 403, zh: "当前角色无权进行此操作", en: "Your role does not allow this" },
  B00016: { status: 429, zh: "操作过于频繁，请稍后再试", en: "Too many requests, please try again later" },
  A01000: { status: 404, zh: "商品不存在", en: "The product does not exist" },
  A01100: { status: 409, zh: "商品已下架", en: "The product is off the shelf" },
  A02000: { status: 404, zh: "购物车商品不存在", en: "The cart item does not exist" },
  A03000: { status: 404, zh: "订单不存在", en: "The order does not exist" },
  A03002: {
    status: 409,
    zh: "订单状态已发生改变，请勿重复提交订单",
    en: "Order status has changed, please do not submit orders at the same time",
  },
  A03003: { status: 409, zh: "订单已过期，请重新下单", en: "Order has expired, please place a new order" },
  A03007: { status: 409, zh: "订单已支付，无法取消", en: "The order has been paid and cannot be cancelled" },
  A03008: { status: 409, zh: "订单尚未发货，无法确认收货", en: "The order has not been shipped yet" },
  A03010: { status: 409, zh: "库存不足", en: "Insufficient inventory" },
  A03011: {
    status: 409,
    zh: "只有已完成或已取消的订单可以删除",
    en: "Only finished or cancelled orders can be deleted",
  },
  A03012: { status: 409, zh: "订单未支付", en: "The order has not been paid" },
  A05001: { status: 409, zh: "活动已结束", en: "The event has ended" },
  A05002: { status: 404, zh: "活动不存在", en: "The event does not exist" },
  A10000: { status: 401, zh: "登录状态已失效", en: "Your session has ended" },
  A00029: { status: 409, zh: "该地址不在店铺的配送范围内", en: "The shop does not deliver to this address" },
  A00030: { status: 400, zh: "请填写必填的订单留言", en: "Please fill in the required order message" },
  A00031: {
    status: 409,
    zh: "默认运费模板不能删除，请先设置其他默认模板",
    en: "The default freight template cannot be deleted; make another one the default first",
  },
  A00032: {
    status: 400,
    zh: "登录请求已失效或已使用，请重新登录",
    en: "The sign-in request has expired or was already used, please sign in again",
  },
  A00033: { status: 404, zh: "该登录方式暂不可用", en: "This sign-in method is not available" },
  A00034: { status: 502, zh: "第三方登录失败，请重试", en: "The third-party sign-in failed, please try again" },
  A00035: { status: 409, zh: "活动已结束，不能再修改", en: "The activity has ended and can no longer be changed" },
  // Platform console: catalog
  A00040: {
    status: 409,
    zh: "该分类下有商品，不能删除，只能停用",
    en: "This category has products: it cannot be deleted, only disabled",
  },
  A00041: {
    status: 409,
    zh: "该分类下有子分类，不能删除，只能停用",
    en: "This category has subcategories: it cannot be deleted, only disabled",
  },
  A00042: {
    status: 400,
    zh: "分类最多三级：二级分类须在一级分类下，三级分类须在二级分类下",
    en: "Categories have three levels: a second-level one goes under a top-level one, a third-level one under a second-level one",
  },
  A00043: {
    status: 409,
    zh: "该商品因违规被平台下架，请修改商品并保存后再上架",
    en: "The platform took this product off the shelf for a violation: edit and save it before listing it again",
  },
  A00044: { status: 409, zh: "已有同名品牌", en: "A brand with this name already exists" },
  // Platform console — marketing
  A00053: {
    status: 409,
    zh: "该批礼品卡的卡密已下载过，不能再次下载",
    en: "This batch's card numbers and passwords were already downloaded; they cannot be downloaded again",
  },
  A00054: { status: 409, zh: "该礼品卡已作废", en: "This gift card has been voided" },
  A00055: { status: 409, zh: "该秒杀活动已结束或已被移除", en: "This flash sale has already ended or been removed" },
  // platform console: finance, reports, staff
  A00058: {
    status: 409,
    zh: "不能停用或降级最后一个启用的超级管理员",
    en: "The last enabled super administrator cannot be disabled or given another role",
  },
  // Platform console: content (A00045–A00048)
  A00045: { status: 404, zh: "公告不存在", en: "The notice does not exist" },
  A00046: { status: 404, zh: "热搜词不存在", en: "The hot word does not exist" },
  A00047: { status: 409, zh: "已有相同的热搜词", en: "This hot word already exists" },
  A00048: {
    status: 409,
    zh: "请先填写服务条款和隐私政策的内容，再开启显示",
    en: "Fill in the service terms and privacy policy before showing them",
  },
  // Decoration editor (A00063–A00070). A00064 and A00065 answer with their details in `data`.
  A00063: { status: 404, zh: "装修页面不存在", en: "The decorated page does not exist" },
  A00064: {
    status: 409,
    zh: "页面已被他人修改，请刷新后再编辑",
    en: "Someone else changed this page: reload it before editing",
  },
  A00065: {
    status: 409,
    zh: "页面中有失效的链接或商品，请修改后再发布",
    en: "The page links to things that no longer exist: fix them before publishing",
  },
  A00066: { status: 409, zh: "首页不能删除", en: "The home page cannot be deleted" },
  A00067: {
    status: 403,
    zh: "只能选择本店的商品、优惠券和微页面",
    en: "Only your own store's products, coupons and micro pages can be used",
  },
  A00068: { status: 403, zh: "预览链接无效或已过期", en: "The preview link is invalid or has expired" },
  A00069: { status: 404, zh: "该版本不存在", en: "This version does not exist" },
  A00070: { status: 409, zh: "已有同名的页面", en: "A page with this name already exists" },
};

export function defaultMessage(code: ErrorCode, locale: Locale): string {
  return ERROR_CATALOGUE[code][locale];
}

export function httpStatusOf(code: string): number {
  return (ERROR_CATALOGUE as Record<string, CatalogueEntry>)[code]?.status ?? 400;
}
