import { describe, expect, it } from "vitest";
import { currentNavKey, navFor } from "./nav";

const items = [
  { href: "/seller", label: "Dashboard" },
  { href: "/seller/products", label: "Products", roles: ["owner", "operations"] },
  { href: "/seller/orders", label: "Orders", roles: ["owner", "fulfilment"] },
];

describe("console navigation", () => {
  it("shows a role only the pages it may use", () => {
    expect(navFor(items, "fulfilment").map((i) => i.href)).toEqual(["/seller", "/seller/orders"]);
    expect(navFor(items, "owner")).toHaveLength(3);
  });

  it("marks the entry a nested page belongs to, not a mere prefix", () => {
    expect(currentNavKey(items, "/seller/products/12")).toBe("/seller/products");
    expect(currentNavKey(items, "/seller")).toBe("/seller");
    expect(currentNavKey(items, "/seller/productsX")).toBe("/seller");
    expect(currentNavKey(items, "/admin")).toBeUndefined();
  });
});
