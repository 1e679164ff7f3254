import { describe, expect, it } from "vitest";
import { FLOW_PAGE, FLOW_PAGE_IDS } from "@souk/contract";
import { flowPageOf } from "./page-ids";

describe("flow page ids", () => {
  it.each([
    ["/", "", { pageId: FLOW_PAGE.home }],
    ["/newIndex", "", { pageId: FLOW_PAGE.home }],
    ["/detail/123", "", { pageId: FLOW_PAGE.productDetail, prodId: 123 }],
    ["/detail", "?prodId=9", { pageId: FLOW_PAGE.productDetail, prodId: 9 }],
    ["/detail/abc", "", { pageId: FLOW_PAGE.productDetail, prodId: undefined }],
    ["/list", "?keyword=手机", { pageId: FLOW_PAGE.productList }],
    ["/shopList", "", { pageId: FLOW_PAGE.shopSearch }],
    ["/shopIndex/4", "", { pageId: FLOW_PAGE.shopIndex, shopId: 4 }],
    ["/shop-prod-list", "?sid=5&cid=1", { pageId: FLOW_PAGE.shopIndex, shopId: 5 }],
    ["/cart", "", { pageId: FLOW_PAGE.cart }],
    ["/submit-order", "", { pageId: FLOW_PAGE.settlement }],
    ["/payment", "?payNo=1", { pageId: FLOW_PAGE.pay, selfReported: true }],
    ["/weixin-pay/sandbox-scan", "", { pageId: FLOW_PAGE.pay, selfReported: false }],
    ["/order-detail", "?orderNumber=1", { pageId: FLOW_PAGE.orderDetail }],
    ["/user-center", "", { pageId: FLOW_PAGE.userCenter }],
    ["/login", "", { pageId: FLOW_PAGE.login }],
    ["/termsPage/1", "", { pageId: FLOW_PAGE.terms }],
    ["/notice-detail/0/3", "", { pageId: FLOW_PAGE.notices }],
    ["/no-such-page", "", { pageId: FLOW_PAGE.other }],
  ])("%s%s", (path, search, want) => {
    const page = flowPageOf(path, search);
    expect(page).toEqual(want);
    expect(FLOW_PAGE_IDS.has(page.pageId)).toBe(true);
  });
});
