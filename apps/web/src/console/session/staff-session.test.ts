import { describe, expect, it } from "vitest";
import { parseSession } from "./staff-session";

const session = { token: "t", staffId: 1, name: "shop1", role: "owner", expiresAt: 2_000 };

describe("parseSession", () => {
  it("answers a stored session until it expires", () => {
    expect(parseSession(JSON.stringify(session), 1_999)).toEqual(session);
    expect(parseSession(JSON.stringify(session), 2_000)).toBeNull();
  });

  it("treats missing or unreadable storage as signed out", () => {
    expect(parseSession(null, 0)).toBeNull();
    expect(parseSession("{not json", 0)).toBeNull();
    expect(parseSession(JSON.stringify({ staffId: 1 }), 0)).toBeNull();
  });
});
