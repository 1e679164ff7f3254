import { describe, expect, it } from "vitest";
import { errorMessage, errorStatus } from "./error-status";

describe("errorStatus", () => {
  it.each([
    [new Error("x"), 500],
    [Object.assign(new Error("x"), { status: 404 }), 404],
    [{ status: 503 }, 503],
    [{ status: 200 }, 500],
    [{ status: "404" }, 500],
    [null, 500],
  ])("%o → %s", (err, status) => expect(errorStatus(err)).toBe(status));
});

describe("errorMessage", () => {
  it.each([
    [new Error("Order not found"), "Order not found"],
    [Object.assign(new Error("An error occurred in the Server Components render"), { digest: "123" }), null],
    [new Error("  "), null],
    [undefined, null],
  ])("%o → %s", (err, msg) => expect(errorMessage(err)).toBe(msg));
});
