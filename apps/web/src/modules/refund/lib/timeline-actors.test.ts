import { describe, expect, it } from "vitest";
import en from "../../../../messages/en.json";
import zh from "../../../../messages/zh.json";

/**
 * The return timeline labels each entry with its party beside the API's own event text
 * ("The buyer applied", "买家申请售后"): the label names the same party in both languages,
 * not "You" beside "The buyer".
 */
describe("return timeline party labels", () => {
  it("names the buyer as the buyer in zh and en", () => {
    expect(zh.refund.actors.buyer).toBe("买家");
    expect(en.refund.actors.buyer).toBe("Buyer");
  });
});
