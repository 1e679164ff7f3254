import { describe, expect, it } from "vitest";
import { cachedListPath, listParamsOfKey } from "./list-page-key";

const key = (search: string) => cachedListPath("GET", search, false);

describe("cached /list keys", () => {
  it("gives equal lists one key whatever the order, spacing or empty parameters", () => {
    expect(key("?sort=1&pn=%E6%89%8B%E6%9C%BA")).toBe(key("?pn=%20%E6%89%8B%E6%9C%BA%20&sort=1&cid="));
    expect(key("?pn=a")).not.toBe(key("?pn=b"));
  });

  it("stands for the query it was made from", () => {
    const path = key("?current=2&pn=%E6%89%8B%E6%9C%BA&areaId=44")!;
    expect(path.startsWith("/list/q/")).toBe(true);
    expect(listParamsOfKey(path.slice("/list/q/".length))).toEqual({ pn: "手机", areaId: "44", current: "2" });
    expect(listParamsOfKey(key("")!.slice("/list/q/".length))).toEqual({});
  });

  it("leaves router requests, language switches, unknown and oversized queries to /list", () => {
    expect(cachedListPath("GET", "?pn=a", true)).toBeNull();
    expect(cachedListPath("POST", "?pn=a", false)).toBeNull();
    expect(key("?pn=a&lang=en")).toBeNull();
    expect(key("?pn=a&_rsc=1x")).toBeNull();
    expect(key(`?pn=${"x".repeat(500)}`)).toBeNull();
  });
});
