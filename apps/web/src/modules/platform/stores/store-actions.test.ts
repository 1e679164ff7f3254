import { describe, expect, it } from "vitest";
import { actionsFor, isDanger } from "./store-actions";

describe("the platform's actions per shop state", () => {
  it.each([
    ["open", ["offline", "suspend"]],
    ["offline", ["online", "suspend"]],
    ["notOpen", ["suspend"]],
    ["suspended", ["reinstate"]],
  ] as const)("%s → %j", (state, actions) => expect(actionsFor(state)).toEqual(actions));

  it.each([
    ["offline", true],
    ["suspend", true],
    ["online", false],
    ["reinstate", false],
  ] as const)("%s is dangerous: %s", (a, danger) => expect(isDanger(a)).toBe(danger));
});
