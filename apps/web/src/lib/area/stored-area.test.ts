import { describe, expect, it } from "vitest";
import { intendList, retarget, withArea } from "./stored-area";

describe("withArea: one navigation carries the buyer's change and the stored area", () => {
  it.each([
    ["/list?pn=phone", "440000", "/list?pn=phone&areaId=440000"],
    ["/list?pn=phone&sort=2", "440000", "/list?pn=phone&sort=2&areaId=440000"],
    ["/list", "440000", "/list?areaId=440000"],
    ["/list?pn=phone&areaId=110000", "440000", "/list?pn=phone&areaId=110000"],
    ["/list?pn=phone", null, "/list?pn=phone"],
    ["/shopList?shopName=a", "440000", "/shopList?shopName=a"],
  ])("%s + %s → %s", (href, area, expected) => {
    expect(withArea(href, area)).toBe(expected);
  });
});

describe("retarget: a list link clicked while a search is on its way", () => {
  it("applies the link's change to the pending search; without one, the link as it is", () => {
    expect(retarget("/list?pn=phone&sort=1", "/list?pn=phone")).toBe("/list?pn=phone&sort=1");
    intendList("/list?pn=%E8%80%B3%E6%9C%BA&areaId=12");
    // The sort of the page still shown (pn=phone) lands on the new keyword.
    expect(retarget("/list?pn=phone&sort=1&areaId=12", "/list?pn=phone&areaId=12")).toBe(
      "/list?pn=%E8%80%B3%E6%9C%BA&areaId=12&sort=1",
    );
    // A key the link removes is removed from the pending URL too.
    intendList("/list?pn=a&inStock=1&current=3");
    expect(retarget("/list?pn=b", "/list?pn=b&current=3")).toBe("/list?pn=a&inStock=1");
    // Once the pending page is shown, links go where they say.
    intendList("/list?pn=a");
    expect(retarget("/list?pn=a&sort=3", "/list?pn=a")).toBe("/list?pn=a&sort=3");
  });
});
