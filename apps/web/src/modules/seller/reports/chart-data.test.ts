import { describe, expect, it } from "vitest";
import type { FlowRangeReport, SalesReport, ShopDayFigures } from "@souk/contract";
import { flowCsv, funnelSteps, mallDay, percentText, salesCsv, toCsv, trendPoints, yuanText } from "./chart-data";

const day = (d: string, paidAmount: number, paidOrders: number, visitors: number | null = null): ShopDayFigures => ({
  day: d,
  paidAmount,
  paidOrders,
  refundAmount: 0,
  refunds: 0,
  visitors,
  conversion: visitors ? paidOrders / visitors : null,
});

describe("chart and report shaping", () => {
  it("turns daily figures into chart points in yuan with MM-dd labels", () => {
    expect(trendPoints([day("2026-11-27", 12345, 3), day("2026-11-28", 0, 0)])).toEqual([
      { label: "11-27", day: "2026-11-27", sales: 123.45, orders: 3 },
      { label: "11-28", day: "2026-11-28", sales: 0, orders: 0 },
    ]);
  });

  it.each([
    [12345, "¥123.45"],
    [0, "¥0.00"],
    [5, "¥0.05"],
  ])("shows %i fen as %s", (fen, text) => expect(yuanText(fen)).toBe(text));

  it.each([
    [0.1234, "12.34%"],
    [null, "—"],
    [1, "100.00%"],
  ])("shows the ratio %s as %s", (r, text) => expect(percentText(r)).toBe(text));

  it("names mall days in UTC+8: 16:30 UTC is already the next day", () => {
    const t = Date.parse("2026-11-28T16:30:00Z");
    expect(mallDay(t)).toBe("2026-11-29");
    expect(mallDay(t, 29)).toBe("2026-10-31");
  });

  it("writes CSV with a BOM, CRLF, quoted fields and neutralised formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", "=SUM(1)"],
          ['say "hi"', 3],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y",\'=SUM(1)\r\n"say ""hi""",3\r\n');
  });

  it("exports sales by day with amounts in yuan and conversion as a percentage", () => {
    const r: SalesReport = {
      from: "2026-11-27",
      to: "2026-11-28",
      days: [day("2026-11-27", 12345, 3, 10), day("2026-11-28", 0, 0)],
      total: { paidAmount: 12345, paidOrders: 3, refundAmount: 0, refunds: 0 },
    };
    const csv = salesCsv(r, {
      day: "日期",
      paidAmount: "支付金额",
      paidOrders: "支付订单",
      refundAmount: "退款金额",
      refunds: "退款笔数",
      visitors: "访客",
      conversion: "转化率",
    });
    expect(csv.split("\r\n")).toEqual([
      "\uFEFF日期,支付金额,支付订单,退款金额,退款笔数,访客,转化率",
      "2026-11-27,123.45,3,0.00,0,10,30.00%",
      "2026-11-28,0.00,0,0.00,0,,",
      "",
    ]);
  });

  const flow: FlowRangeReport = {
    from: "2026-11-27",
    to: "2026-11-28",
    aggregatedDays: 2,
    pages: [{ pageId: 1, pageName: "Home", pv: 10, uv: 4 }],
    sources: [{ pageId: 2, pageName: "Detail", prevPageId: 1, prevPageName: "Home", pv: 3 }],
    funnel: [{ prodId: 0, prodName: "Total", viewers: 8, carters: 4, orderers: 2, payers: 1 }],
  };

  it("exports the flow report's three tables in one CSV", () => {
    const h = {
      section: "S",
      pages: "P",
      sources: "R",
      funnel: "F",
      name: "N",
      from: "From",
      pv: "PV",
      uv: "UV",
      viewers: "V",
      carters: "C",
      orderers: "O",
      payers: "Pay",
    };
    expect(flowCsv(flow, h).split("\r\n").slice(1, 4)).toEqual([
      "P,Home,,10,4,,,,",
      "R,Detail,Home,3,,,,,",
      "F,Total,,,,8,4,2,1",
    ]);
  });

  it("gives each funnel step its share of the viewers, zeros without viewers", () => {
    expect(funnelSteps(flow.funnel[0]).map((s) => s.share)).toEqual([1, 0.5, 0.25, 0.125]);
    expect(funnelSteps(undefined).map((s) => s.share)).toEqual([0, 0, 0, 0]);
  });
});
