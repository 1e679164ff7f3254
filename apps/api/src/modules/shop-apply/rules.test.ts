import { describe, expect, it } from "vitest";
import {
  applyTransition,
  entryStatus,
  shopTransition,
  statusText,
  type ApplyAction,
  type ShopAction,
} from "./rules.ts";

describe("store application transitions", () => {
  // [from, action, to] — null "to" means refused (nothing changes).
  const table: [number | null, ApplyAction, number | null][] = [
    [null, "submit", 0],
    [null, "approve", null],
    [null, "reject", null],
    [0, "submit", null], // applying twice while one is under review
    [0, "approve", 1],
    [0, "reject", -1],
    [-1, "submit", 0], // modify and resubmit
    [-1, "approve", null],
    [-1, "reject", null],
    [1, "submit", null], // already has a store
    [1, "approve", null],
    [1, "reject", null],
  ];
  it.each(table)("%s --%s--> %s", (from, action, to) => expect(applyTransition(from, action)).toBe(to));
});

describe("shop online/offline transitions", () => {
  const table: [number, ShopAction, number | null][] = [
    [1, "offline", 2],
    [2, "offline", null],
    [0, "offline", null],
    [3, "offline", null],
    [2, "online", 1],
    [1, "online", null],
    [0, "online", null],
    [5, "online", null],
    [1, "suspend", 0],
    [2, "suspend", 0],
    [3, "suspend", 0],
    [0, "suspend", null],
    [5, "suspend", null],
    [0, "reinstate", 1],
    [1, "reinstate", null],
    [2, "reinstate", null],
  ];
  it.each(table)("%s --%s--> %s", (from, action, to) => expect(shopTransition(from, action)).toBe(to));
});

describe("the top bar's shop status and the screen's state names", () => {
  const table: [number | null, number | null, number, string, string][] = [
    [null, null, -1, "", ""],
    [0, null, 0, "审核中", "Under review"],
    [-1, null, -1, "未通过", "Not passed"],
    [1, 1, 1, "已开店", "Open"],
    [1, 2, 2, "已下线", "Taken offline"],
    [1, 3, 3, "未开业", "Not yet open"],
    [1, 0, 2, "已停业", "Suspended"], // closed would read "under review" in the top bar's dialect
  ];
  it.each(table)("audit %s, shop %s → entry %s (%s / %s)", (audit, shop, entry, zh, en) => {
    expect(entryStatus(audit, shop)).toBe(entry);
    if (audit !== null) expect(statusText(audit, shop)).toEqual({ zh, en });
  });
});
