import { couponBody, type MerchantCouponView } from "@souk/contract";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { couponBodyOf, couponFormOf, couponStateOf, fromMallTime, type CouponForm } from "./coupon-form";

const base: CouponForm = {
  couponNameZh: "全场券",
  couponNameEn: "Mall coupon",
  couponType: 1,
  cashCondition: 100,
  reduceAmount: 10,
  couponDiscount: 90,
  maxReduce: 5,
  validTimeType: 1,
  validDays: 7,
  window: [dayjs("2026-12-01T10:00:00+08:00"), dayjs("2026-12-08T10:00:00+08:00")],
  totalStock: 100,
  limitNum: 1,
};

describe("platform coupon form → the API's body", () => {
  it.each([
    ["cash off", {}, { couponType: 1, reduceAmount: 10, couponDiscount: 99, maxReduce: 0, validDays: 0 }],
    [
      "percent off",
      { couponType: 2 as const },
      { couponType: 2, reduceAmount: 0, couponDiscount: 90, maxReduce: 5, validDays: 0 },
    ],
    ["valid days after collecting", { validTimeType: 2 as const }, { validTimeType: 2, validDays: 7 }],
  ])("%s", (_name, over, expected) => {
    const body = couponBodyOf({ ...base, ...over });
    expect(body).toMatchObject({ ...expected, suitableProdType: 0, prodIds: [], categoryIds: [] });
    expect(couponBody.safeParse(body).success).toBe(true);
  });

  it("an end before the start is refused by the contract at the end field", () => {
    const r = couponBody.safeParse(couponBodyOf({ ...base, window: [base.window[1], base.window[0]] }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: "v.couponTime", path: ["endTime"] });
  });

  it("an existing coupon fills the form in mall time", () => {
    const c = {
      couponNameZh: "a",
      couponNameEn: "b",
      couponType: 1,
      cashCondition: 0,
      reduceAmount: 3,
      couponDiscount: 99,
      maxReduce: 0,
      validTimeType: 2,
      validDays: 0,
      startTime: "2026-12-01 10:00:00",
      endTime: "2026-12-02 10:00:00",
      totalStock: 5,
      limitNum: 2,
    } as MerchantCouponView;
    const f = couponFormOf(c);
    expect(f.validDays).toBe(7);
    expect(f.window![0].toISOString()).toBe("2026-12-01T02:00:00.000Z");
  });
});

describe("coupon state", () => {
  const now = fromMallTime("2026-12-05 12:00:00").valueOf();
  it.each([
    [{ status: 1, launchTime: "2026-12-01 00:00:00", endTime: "2026-12-08 00:00:00" }, "running"],
    [{ status: 1, launchTime: "2026-12-06 00:00:00", endTime: "2026-12-08 00:00:00" }, "upcoming"],
    [{ status: 1, launchTime: "2026-12-01 00:00:00", endTime: "2026-12-05 12:00:00" }, "ended"],
    [{ status: 0, launchTime: "2026-12-01 00:00:00", endTime: "2026-12-08 00:00:00" }, "ended"],
  ] as const)("%j → %s", (c, state) => expect(couponStateOf(c as MerchantCouponView, now)).toBe(state));
});
