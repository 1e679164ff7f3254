import { describe, expect, it } from "vitest";
import { withArea } from "./stored-area";

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
