import { describe, expect, it } from "vitest";
import { fail, isSuccess, ok, SUCCESS_CODE } from "./envelope.ts";

describe("envelope", () => {
  it("ok and fail build the four fields", () => {
    expect(ok({ a: 1 })).toEqual({ code: SUCCESS_CODE, msg: null, data: { a: 1 }, success: true });
    expect(ok(null, "done")).toEqual({ code: "00000", msg: "done", data: null, success: true });
    expect(fail("A00001", "nope")).toEqual({ code: "A00001", msg: "nope", data: null, success: false });
    expect(fail("A00002", "bad", [{ field: "x" }])).toMatchObject({ data: [{ field: "x" }], success: false });
  });

  it.each<[string, Parameters<typeof isSuccess>[0], boolean]>([
    ["ok()", ok(1), true],
    ["ok(null)", ok(null), true],
    ["fail()", fail("A00001", "x"), false],
    ["success true with an error code", { code: "A00001", success: true }, false],
    ["success true with code 0", { code: "0" as string, success: true }, false],
    ["code 00000 with success false", { code: "00000", success: false }, false],
    ["success as the string 'true'", { code: "00000", success: "true" as unknown as boolean }, false],
    ["success missing", { code: "00000" } as never, false],
    ["null", null, false],
    ["undefined", undefined, false],
  ])("isSuccess(%s) is %s", (_label, envelope, expected) => {
    expect(isSuccess(envelope)).toBe(expected);
  });
});
