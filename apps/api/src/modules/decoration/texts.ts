import type { LocalizedText } from "../../infra/http/app-error.ts";

export const PAGE_NOT_FOUND_TEXT: LocalizedText = { zh: "页面不存在", en: "page does not exist" };

/** Why a reference of a draft would not work for buyers (publishing waits until they are fixed). */
export const PROBLEM_TEXT = {
  product: (id: number): LocalizedText => ({
    zh: `商品 ${id} 已下架、已删除或其店铺未营业`,
    en: `Product ${id} is off the shelf, deleted, or its store is not open`,
  }),
  shop: (id: number): LocalizedText => ({
    zh: `店铺 ${id} 不存在或未营业`,
    en: `Store ${id} does not exist or is not open`,
  }),
  coupon: (id: number): LocalizedText => ({
    zh: `优惠券 ${id} 不存在、已结束或已过期`,
    en: `Coupon ${id} does not exist, has ended or has expired`,
  }),
  microPage: (id: number): LocalizedText => ({
    zh: `微页面 ${id} 已删除或尚未发布`,
    en: `Micro page ${id} was deleted or is not published yet`,
  }),
  shopCategory: (id: number): LocalizedText => ({
    zh: `店铺分类 ${id} 已删除或其店铺未营业`,
    en: `Store category ${id} was deleted or its store is not open`,
  }),
  category: (id: number): LocalizedText => ({
    zh: `分类 ${id} 已删除或已隐藏`,
    en: `Category ${id} was deleted or is hidden`,
  }),
  session: { zh: "所选秒杀场次已结束", en: "The chosen flash-sale session is over" } as LocalizedText,
  foreignProduct: (id: number): LocalizedText => ({
    zh: `商品 ${id} 不是本店的商品`,
    en: `Product ${id} is not your store's`,
  }),
  foreignCoupon: (id: number): LocalizedText => ({
    zh: `优惠券 ${id} 不是本店的优惠券`,
    en: `Coupon ${id} is not your store's`,
  }),
  foreignMicroPage: (id: number): LocalizedText => ({
    zh: `微页面 ${id} 不是本店的页面`,
    en: `Micro page ${id} is not your store's`,
  }),
};

/** Texts of the decoration editor's refusals. */
export const EDITOR_TEXT = {
  /** A save or publish based on an older revision: who changed the page and when (mall time). */
  stale: (who: string | null, at: string): LocalizedText => ({
    zh: `${who ?? "其他人"}已于 ${at} 修改了此页面，请刷新后再编辑`,
    en: `${who ?? "Someone else"} changed this page at ${at}: reload it before editing`,
  }),
  problems: (n: number, first: LocalizedText): LocalizedText => ({
    zh: `页面有 ${n} 处失效的链接或商品，请修改后再发布（${first.zh}）`,
    en: `The page has ${n} broken link${n === 1 ? "" : "s"} or item${n === 1 ? "" : "s"}: fix ${n === 1 ? "it" : "them"} before publishing (${first.en})`,
  }),
  homeName: { zh: "首页", en: "Home" } as LocalizedText,
};
