import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, parseSession, randomId, touchSession } from "./visitor-session";

const gen = () => "new";

describe("touchSession", () => {
  it.each([
    ["no session yet", null, 1000, { id: "new", lastSeen: 1000 }],
    ["fresh session is kept", { id: "s", lastSeen: 0 }, 60_000, { id: "s", lastSeen: 60_000 }],
    ["exactly 30 min idle is kept", { id: "s", lastSeen: 0 }, SESSION_IDLE_MS, { id: "s", lastSeen: SESSION_IDLE_MS }],
    [
      "over 30 min idle starts anew",
      { id: "s", lastSeen: 0 },
      SESSION_IDLE_MS + 1,
      { id: "new", lastSeen: SESSION_IDLE_MS + 1 },
    ],
    ["clock went backwards starts anew", { id: "s", lastSeen: 5000 }, 1000, { id: "new", lastSeen: 1000 }],
  ] as const)("%s", (_n, prev, now, expected) => {
    expect(touchSession(prev, now, gen)).toEqual(expected);
  });
});

describe("parseSession", () => {
  it.each([
    [null, null],
    ["garbage", null],
    ['{"id":1,"lastSeen":2}', null],
    ['{"id":"a","lastSeen":2}', { id: "a", lastSeen: 2 }],
  ] as const)("%s", (raw, expected) => {
    expect(parseSession(raw)).toEqual(expected);
  });
});

it("randomId looks like a v4 uuid", () => {
  expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
