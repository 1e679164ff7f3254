import { describe, expect, it } from "vitest";
import { endpoint } from "./endpoint";
import { requestHeaders } from "./request-headers";

const id = { locale: "zh" as const, uuid: "u-1", uuidSession: "s-1", token: "buyer-token" };

/*
 * What the API needs to see on a call from the storefront (ADR 0005): the buyer's token in
 * Authorization on every path it authenticates, and a header a cross-site page cannot send, also
 * on a PUT/DELETE without a body (no JSON content type, so the cookie alone would be refused).
 */
describe("headers of the storefront's API calls", () => {
  it.each([
    ["PUT without a body (confirm receipt)", endpoint("PUT", "/p/myOrder/receipt/123"), "buyer-token", null],
    ["DELETE without a body", endpoint("DELETE", "/p/address/deleteAddr/5"), "buyer-token", null],
    [
      "PUT with a JSON body",
      endpoint("PUT", "/p/orderRefund/cancel", { body: { refundSn: "1" } }),
      "buyer-token",
      "application/json",
    ],
    ["login-optional cart count", endpoint("GET", "/shopCart/ma/prodCount"), "buyer-token", null],
    ["public product page", endpoint("GET", "/prod/prodInfo", { query: { prodId: 1 } }), null, null],
    ["staff sign-in", endpoint("POST", "/m/login", { body: {} }), null, "application/json"],
  ] as const)("%s", (_what, ep, auth, type) => {
    const h = requestHeaders(ep, id);
    expect(h.get("Authorization")).toBe(auth);
    expect(h.get("Content-Type")).toBe(type);
    expect(h.get("X-Requested-With")).toBe("XMLHttpRequest");
    expect([h.get("Uuid"), h.get("UuidSession"), h.get("Accept-Language")]).toEqual(["u-1", "s-1", "zh"]);
  });

  it("a multipart upload lets fetch set its own content type, and still carries the token", () => {
    const h = requestHeaders(endpoint("POST", "/p/file/upload", { body: new FormData() }), id);
    expect([h.get("Content-Type"), h.get("Authorization")]).toEqual([null, "buyer-token"]);
  });

  it("a signed-out visitor sends no Authorization; the staff console's token goes to /m/ paths", () => {
    expect(requestHeaders(endpoint("PUT", "/p/myOrder/receipt/1"), { ...id, token: null }).get("Authorization")).toBe(
      null,
    );
    const staff = requestHeaders(endpoint("GET", "/m/chat/list"), { ...id, override: "staff-token" });
    expect(staff.get("Authorization")).toBe("staff-token");
  });
});
