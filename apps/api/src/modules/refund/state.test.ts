import { describe, expect, it } from "vitest";
import { ALL_REFUND_STATUSES, REFUND_TRANSITIONS, nextStatus, type RefundAction, type RefundActor } from "./state.ts";

/**
 * Every (status, actor, action) for both apply types: allowed → the resulting status, refused → null.
 * The expected table is written out here by hand, independent of REFUND_TRANSITIONS.
 */
const ALLOWED: Record<string, number> = {
  // refund only (1)
  "1|6|buyer|edit": 1,
  "1|1|buyer|withdraw": -1,
  "1|2|buyer|withdraw": -1,
  "1|6|buyer|withdraw": -1,
  "1|1|shop|accept": 4,
  "1|1|shop|refuse": 6,
  "1|1|system|autoAccept": 4,
  "1|4|payment|refunded": 5,
  // return and refund (2)
  "2|6|buyer|edit": 1,
  "2|1|buyer|withdraw": -1,
  "2|2|buyer|withdraw": -1,
  "2|6|buyer|withdraw": -1,
  "2|2|buyer|ship": 3,
  "2|1|shop|accept": 2,
  "2|1|shop|refuse": 6,
  "2|3|shop|receive": 4,
  "2|1|system|autoAccept": 2,
  "2|2|system|shipTimeout": -1,
  "2|4|payment|refunded": 5,
};

const actors: RefundActor[] = ["buyer", "shop", "system", "payment"];
const actions = Object.keys(REFUND_TRANSITIONS) as RefundAction[];
const cases = ([1, 2] as const).flatMap((applyType) =>
  ALL_REFUND_STATUSES.flatMap((status) =>
    actors.flatMap((actor) =>
      actions.map(
        (action) =>
          [applyType, status, actor, action, ALLOWED[`${applyType}|${status}|${actor}|${action}`] ?? null] as const,
      ),
    ),
  ),
);

describe("the after-sales state machine, every (apply type, status, actor, action)", () => {
  it(`has ${cases.length} cases`, () => expect(cases.length).toBe(2 * 7 * 4 * actions.length));
  it.each(cases)("type %i, status %i, %s %s → %s", (applyType, status, actor, action, expected) =>
    expect(nextStatus(status, applyType, actor, action)).toBe(expected),
  );
  it("final states accept nothing", () => {
    for (const a of actions)
      for (const who of actors)
        for (const t of [1, 2] as const) {
          expect(nextStatus(5, t, who, a)).toBeNull();
          expect(nextStatus(-1, t, who, a)).toBeNull();
        }
  });
});
