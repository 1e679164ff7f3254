import { describe, expect, it } from "vitest";
import { afterSignIn } from "./seller-console";

describe("afterSignIn", () => {
  it("returns to the seller-center page the session expired on", () => {
    expect(afterSignIn("/seller/orders?tab=2")).toBe("/seller/orders?tab=2");
    expect(afterSignIn("/seller")).toBe("/seller");
  });

  it("never leaves the seller center (no open redirect) nor loops on the sign-in page", () => {
    for (const next of [
      null,
      "https://evil.example/seller",
      "//evil.example",
      "/sellerX",
      "/cart",
      "/seller/login?next=/x",
    ])
      expect(afterSignIn(next)).toBe("/seller");
  });
});
