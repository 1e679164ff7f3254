import { describe, expect, it } from "vitest";
import { payDescription, WXPAY_DESCRIPTION_MAX_BYTES } from "./description.ts";

const payNo = "1".repeat(20);
const within = (s: string) => Buffer.byteLength(s, "utf8") <= WXPAY_DESCRIPTION_MAX_BYTES;

describe("WeChat Pay description", () => {
  it.each([
    ["one product", ["小米手机"], `Souk ${payNo} 小米手机`],
    ["two orders of two shops: both named", ["小米手机", "华为耳机"], `Souk ${payNo} 小米手机、华为耳机`],
    ["the same product twice is named once", ["小米手机", "小米手机"], `Souk ${payNo} 小米手机`],
    ["no names", [], `Souk ${payNo}`],
  ])("%s", (_l, names, want) => {
    expect(payDescription(payNo, names)).toBe(want);
  });

  it("names as many as fit in 127 bytes and says how many products the payment covers", () => {
    const names = ["超长名称的笔记本电脑十六英寸轻薄本", "降噪蓝牙耳机旗舰版", "智能手表运动版", "空调挂机一级能效"];
    const d = payDescription(payNo, names);
    expect(within(d)).toBe(true);
    expect(d).toContain(names[0]);
    expect(d.endsWith("等4件商品")).toBe(true);
  });

  it("cuts a single very long name on a character boundary", () => {
    const d = payDescription(payNo, ["手".repeat(80), "表"]);
    expect(within(d)).toBe(true);
    expect(d).toMatch(/^Souk 1{20} 手+…等2件商品$/);
  });
});
