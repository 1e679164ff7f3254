import { describe, expect, it } from "vitest";
import { afterSignIn } from "./platform-console";

describe("platform afterSignIn", () => {
  it("returns to the platform-console page the session expired on", () => {
    expect(afterSignIn("/admin/stores?status=1")).toBe("/admin/stores?status=1");
    expect(afterSignIn("/admin")).toBe("/admin");
  });

  it("never leaves the platform console (no open redirect, not the seller center) nor loops on sign-in", () => {
    for (const next of [
      null,
      "https://evil.example/admin",
      "//evil.example",
      "/adminX",
      "/seller",
      "/cart",
      "/admin/login?next=/admin",
    ])
      expect(afterSignIn(next)).toBe("/admin");
  });
});
