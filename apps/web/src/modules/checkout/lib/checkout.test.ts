import { describe, expect, it } from "vitest";
import { confirmBodyOf, parseCheckoutSource } from "./checkout-source";
import { emptyInvoiceDraft, invoiceBody, invoiceErrors, type InvoiceDraft } from "./invoice-form";
import { orderFieldError, remarksError, remarksLength } from "./remarks";

const base: InvoiceDraft = { ...emptyInvoiceDraft("个人"), invoiceType: 1 };

describe("invoice hints (spec part 5)", () => {
  it.each<[string, Partial<InvoiceDraft>, Record<string, string>]>([
    ["no invoice needs nothing", { invoiceType: 0, personalName: "" }, {}],
    ["personal with the default title", {}, {}],
    ["personal with a name", { personalName: "张三" }, {}],
    ["personal, blank", { personalName: "  " }, { headerName: "v.invoicePersonalName" }],
    ["unit without anything", { headerType: 2 }, { headerName: "v.invoiceUnitName", taxNumber: "v.taxNumberRequired" }],
    [
      "unit with a name, no taxpayer ID",
      { headerType: 2, unitName: "深圳某某科技有限公司" },
      { taxNumber: "v.taxNumberRequired" },
    ],
    [
      "unit with a wrong taxpayer ID",
      { headerType: 2, unitName: "某公司", taxNumber: "12345" },
      { taxNumber: "v.taxNumber" },
    ],
    ["unit with an 18-character ID", { headerType: 2, unitName: "某公司", taxNumber: "91440300MA5FXXXX1X" }, {}],
    ["lower case IDs are upper-cased", { headerType: 2, unitName: "某公司", taxNumber: "91440300ma5fxxxx1x" }, {}],
    [
      "a name with markup",
      { headerType: 2, unitName: "<b>x</b>", taxNumber: "91440300MA5FXXXX1X" },
      { headerName: "v.invoiceUnitName" },
    ],
  ])("%s", (_name, patch, want) => {
    expect(invoiceErrors({ ...base, ...patch })).toEqual(want);
  });

  it("sends only the fields of the chosen title", () => {
    expect(invoiceBody({ ...base, invoiceType: 0 })).toEqual({ invoiceType: 0 });
    expect(invoiceBody({ ...base, unitName: "x", taxNumber: "y" })).toEqual({
      invoiceType: 1,
      headerType: 1,
      headerName: "个人",
    });
    expect(invoiceBody({ ...base, headerType: 2, unitName: "U", taxNumber: " abc " })).toEqual({
      invoiceType: 1,
      headerType: 2,
      headerName: "U",
      taxNumber: "ABC",
    });
  });
});

describe("order note (max 200, not all spaces)", () => {
  it.each([
    ["", null],
    ["请尽快发货", null],
    ["   ", "v.remarksBlank"],
    ["字".repeat(200), null],
    ["字".repeat(201), "v.remarks"],
    ["😀".repeat(200), null],
  ] as const)("%j → %s", (s, want) => {
    expect(remarksError(s)).toBe(want);
  });
  it("counts characters, not UTF-16 units", () => {
    expect(remarksLength("😀a")).toBe(2);
  });
});

describe("checkout source", () => {
  it.each<[string | null, unknown]>([
    [null, null],
    ["nope", null],
    ['{"kind":"cart","basketIds":[]}', null],
    ['{"kind":"cart","basketIds":[3,3,4]}', { kind: "cart", basketIds: [3, 4] }],
    ['{"kind":"cart","basketIds":[1,-2]}', null],
    ['{"kind":"buyNow","prodId":1,"skuId":2,"count":3}', { kind: "buyNow", prodId: 1, skuId: 2, count: 3 }],
    ['{"kind":"buyNow","prodId":1,"skuId":2,"count":0}', null],
  ])("%s", (raw, want) => {
    expect(parseCheckoutSource(raw)).toEqual(want);
  });

  it("builds the confirm body", () => {
    expect(confirmBodyOf({ kind: "cart", basketIds: [1, 2] }, 0)).toEqual({ basketIds: [1, 2], addrId: 0 });
    expect(confirmBodyOf({ kind: "buyNow", prodId: 1, skuId: 2, count: 3 }, 7)).toEqual({
      buyNow: { prodId: 1, skuId: 2, count: 3 },
      addrId: 7,
    });
  });
});

describe("orderFieldError: a shop's order-message field (spec part 5, fields marked * are required)", () => {
  it.each<[string, string, boolean, string | null]>([
    ["a required field left empty", "", true, "v.required"],
    ["a required field of spaces", "   ", true, "v.required"],
    ["an optional field left empty", "", false, null],
    ["an optional field of spaces", "  ", false, "v.orderFieldValue"],
    ["50 characters", "字".repeat(50), true, null],
    ["51 characters", "字".repeat(51), false, "v.orderFieldValue"],
  ])("%s", (_what, value, required, want) => expect(orderFieldError(value, required)).toBe(want));
});
