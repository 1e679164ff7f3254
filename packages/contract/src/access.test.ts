import { describe, expect, it } from "vitest";
import { pathAccess } from "./access.ts";

describe("who may call a path", () => {
  it.each([
    ["/p/myOrder/receipt/123", "required"],
    ["/p/address/defaultAddr/5?x=1", "required"],
    ["/m/refund/accept", "merchant"],
    ["/m/login", "public"],
    ["/admin/chat/conversations", "platform"],
    ["/admin/login", "public"],
    ["/shopCart/ma/prodCount", "optional"],
    ["/ma/coupon/general_coupon_list", "optional"],
    ["/mall/list", "public"],
    ["/prod/prodInfo?prodId=1", "public"],
  ] as const)("%s → %s", (path, access) => expect(pathAccess(path)).toBe(access));
});
