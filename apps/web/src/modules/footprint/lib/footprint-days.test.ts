import type { FootprintDay, FootprintItem } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { appendFootprintDays, groupFootprintsByDay, relativeDay, withoutFootprints } from "./footprint-days";

const item = (footprintId: number, browseTime: string): FootprintItem => ({
  footprintId,
  prodId: footprintId * 10,
  prodName: `p${footprintId}`,
  pic: "",
  price: 1,
  status: 1,
  browseTime,
});
const ids = (days: FootprintDay[]) => days.map((d) => [d.date, d.items.map((i) => i.footprintId)]);

describe("groupFootprintsByDay", () => {
  it.each([
    ["empty", [], []],
    ["one day", [item(3, "2026-11-21 10:00:00"), item(2, "2026-11-21 09:00:00")], [["2026-11-21", [3, 2]]]],
    [
      "two days, order kept",
      [item(3, "2026-11-21 00:00:01"), item(2, "2026-11-20 23:59:59"), item(1, "2026-11-20 08:00:00")],
      [
        ["2026-11-21", [3]],
        ["2026-11-20", [2, 1]],
      ],
    ],
  ] as const)("%s", (_n, items, expected) => {
    expect(ids(groupFootprintsByDay(items))).toEqual(expected);
  });
});

describe("appendFootprintDays", () => {
  const p1: FootprintDay[] = [
    { date: "2026-11-21", items: [item(5, "2026-11-21 10:00:00")] },
    { date: "2026-11-20", items: [item(4, "2026-11-20 10:00:00")] },
  ];
  const p2: FootprintDay[] = [
    { date: "2026-11-20", items: [item(3, "2026-11-20 09:00:00")] },
    { date: "2026-11-19", items: [item(2, "2026-11-19 09:00:00")] },
  ];
  it.each([
    [
      "first page",
      [],
      p1,
      [
        ["2026-11-21", [5]],
        ["2026-11-20", [4]],
      ],
    ],
    [
      "a continuing day merges",
      p1,
      p2,
      [
        ["2026-11-21", [5]],
        ["2026-11-20", [4, 3]],
        ["2026-11-19", [2]],
      ],
    ],
    [
      "the same page twice adds nothing",
      p1,
      p1,
      [
        ["2026-11-21", [5]],
        ["2026-11-20", [4]],
      ],
    ],
    [
      "an empty page adds nothing",
      p1,
      [],
      [
        ["2026-11-21", [5]],
        ["2026-11-20", [4]],
      ],
    ],
  ] as const)("%s", (_n, shown, page, expected) => {
    expect(ids(appendFootprintDays(shown, page))).toEqual(expected);
  });

  it("does not mutate its inputs", () => {
    const shown = structuredClone(p1);
    appendFootprintDays(shown, p2);
    expect(shown).toEqual(p1);
  });
});

describe("withoutFootprints", () => {
  it("drops the records and empty days", () => {
    const days: FootprintDay[] = [
      { date: "2026-11-21", items: [item(5, "2026-11-21 10:00:00"), item(4, "2026-11-21 09:00:00")] },
      { date: "2026-11-20", items: [item(3, "2026-11-20 10:00:00")] },
    ];
    expect(ids(withoutFootprints(days, new Set([4, 3])))).toEqual([["2026-11-21", [5]]]);
  });
});

describe("relativeDay", () => {
  it.each([
    ["2026-11-21", "2026-11-21", "today"],
    ["2026-11-20", "2026-11-21", "yesterday"],
    ["2026-02-28", "2026-03-01", "yesterday"],
    ["2026-11-19", "2026-11-21", null],
    ["2026-11-22", "2026-11-21", null],
    ["bad", "2026-11-21", null],
  ] as const)("%s relative to %s → %s", (date, today, expected) => {
    expect(relativeDay(date, today)).toBe(expected);
  });
});
