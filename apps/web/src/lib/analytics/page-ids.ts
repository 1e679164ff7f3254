import { FLOW_PAGE } from "@souk/contract";

export interface FlowPage {
  pageId: number;
  /** Product id of a detail page. */
  prodId?: number;
  /** The shop a shop page belongs to. */
  shopId?: number;
  /** The page reports its own view once it knows more (payment: the order numbers). */
  selfReported?: boolean;
}

const id = (s: string | undefined | null) => {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
};

/**
 * The flow page id of a storefront path (without the locale prefix) and query — every route of
 * spec part 2 has one; a path no page claims is "other".
 */
export function flowPageOf(pathname: string, search = ""): FlowPage {
  const path = pathname.replace(/\/+$/, "") || "/";
  const [, first = "", second] = path.split("/");
  const q = new URLSearchParams(search);
  switch (first) {
    case "":
    case "newIndex":
      return { pageId: FLOW_PAGE.home };
    case "select-decorate":
      return { pageId: FLOW_PAGE.decoratePage };
    case "detail":
      return { pageId: FLOW_PAGE.productDetail, prodId: id(second ?? q.get("prodId")) };
    case "list":
      return { pageId: FLOW_PAGE.productList };
    case "shopList":
      return { pageId: FLOW_PAGE.shopSearch };
    case "shopIndex":
      return { pageId: FLOW_PAGE.shopIndex, shopId: id(second ?? q.get("sid")) };
    case "shop-prod-list":
      return { pageId: FLOW_PAGE.shopIndex, shopId: id(q.get("sid")) };
    case "notice-list":
    case "notice-detail":
      return { pageId: FLOW_PAGE.notices };
    case "login":
    case "register":
    case "forget-password":
    case "LoginToJump":
      return { pageId: FLOW_PAGE.login };
    case "termsPage":
      return { pageId: FLOW_PAGE.terms };
    case "cart":
      return { pageId: FLOW_PAGE.cart };
    case "submit-order":
      return { pageId: FLOW_PAGE.settlement };
    case "payment":
    case "weixin-pay":
      return { pageId: FLOW_PAGE.pay, selfReported: second !== "sandbox-scan" };
    case "order-detail":
      return { pageId: FLOW_PAGE.orderDetail };
    case "invoice-detail":
    case "FilePreview": // invoices and after-sales proofs: counted with the invoice pages
      return { pageId: FLOW_PAGE.invoice };
    case "write-comments":
      return { pageId: FLOW_PAGE.writeComment };
    case "user-center":
      return { pageId: FLOW_PAGE.userCenter };
    default:
      return first.startsWith("uc-")
        ? { pageId: first === "uc-order" ? FLOW_PAGE.orderList : FLOW_PAGE.userCenter }
        : { pageId: FLOW_PAGE.other };
  }
}
