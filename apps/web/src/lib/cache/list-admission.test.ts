import { describe, expect, it } from "vitest";
import { ListAdmission } from "./list-admission";

describe("list cache admission", () => {
  it("admits a list on its second request and keeps it admitted", () => {
    const a = new ListAdmission(10, 100);
    expect(a.admit("pn=手机")).toBe(false);
    expect(a.admit("pn=手机")).toBe(true);
    expect(a.admit("pn=手机")).toBe(true);
  });

  it("never admits a stream of distinct one-off queries, and forgets them beyond its window", () => {
    const a = new ListAdmission(10, 100);
    for (let i = 0; i < 1_000; i++) expect(a.admit(`pn=${i}`)).toBe(false);
    // The first ones fell out of the window: asked again, they count as new.
    expect(a.admit("pn=0")).toBe(false);
    expect(a.admit("pn=999")).toBe(true);
  });

  it("stops admitting at its bound; what is admitted stays served from the cache", () => {
    const a = new ListAdmission(3, 100);
    for (const k of ["a", "b", "c"]) {
      a.admit(k);
      expect(a.admit(k)).toBe(true);
    }
    a.admit("d");
    expect(a.admit("d")).toBe(false);
    expect(a.admit("a")).toBe(true);
  });
});
