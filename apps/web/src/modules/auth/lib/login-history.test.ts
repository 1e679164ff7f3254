import { describe, expect, it } from "vitest";
import { parseLoginHistory, serializeLoginHistory } from "./login-history";

describe("login history cookie", () => {
  it.each([[{ method: "account", name: "demo" }], [{ method: "sms", name: "13800000000" }]] as const)(
    "round-trips %j",
    (h) => {
      const raw = serializeLoginHistory(h);
      expect(parseLoginHistory(raw)).toEqual(h);
      expect(parseLoginHistory(decodeURIComponent(raw))).toEqual(h);
    },
  );

  it.each([
    [null],
    [""],
    ["garbage"],
    ['{"method":"qq","name":"x"}'],
    ['{"method":"account","name":"<script>"}'],
    ['{"method":"account","name":""}'],
    ['{"method":"account"}'],
    ["%E0%A4%A"],
  ])("rejects %j", (raw) => {
    expect(parseLoginHistory(raw)).toBeNull();
  });
});
