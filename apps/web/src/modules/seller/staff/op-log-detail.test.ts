import { describe, expect, it } from "vitest";
import { describeDetail } from "./op-log-detail";

const labels = { price: "价格", stock: "库存" };

describe("the operation log's detail line", () => {
  it.each([
    [
      "SKU prices in yuan and stock",
      {
        skus: [
          { properties: ["红", "M"], price: 1000, stock: 5 },
          { properties: ["蓝"], price: 1250, stock: 0 },
        ],
      },
      "红/M 价格 ¥10.00 库存 5; 蓝 价格 ¥12.50 库存 0",
    ],
    ["a refusal's reason", { reason: "已超过退货期" }, "reason: 已超过退货期"],
    [
      "a role change",
      { userName: "ops1", from: "operations", to: "service" },
      "userName: ops1; from: operations; to: service",
    ],
    ["nothing", {}, ""],
    ["empty values left out", { reason: "", restock: false }, "restock: false"],
  ])("%s", (_name, detail, line) => expect(describeDetail(detail, labels)).toBe(line));

  it("cuts a long value", () => {
    const line = describeDetail({ introZh: "长".repeat(100) }, labels);
    expect(line.length).toBeLessThan(80);
    expect(line.endsWith("…")).toBe(true);
  });
});
