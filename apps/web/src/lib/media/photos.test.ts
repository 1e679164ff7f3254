import { describe, expect, it } from "vitest";
import { photoProblem, pickPhotos, PHOTO_MAX_BYTES } from "./photos";

const img = (size = 1000, type = "image/png") => ({ size, type });

describe("buyer photos", () => {
  it.each([
    [img(), null],
    [img(PHOTO_MAX_BYTES), null],
    [img(PHOTO_MAX_BYTES + 1), "size"],
    [img(0), "empty"],
    [img(10, "application/pdf"), "type"],
    [img(10, "image/svg+xml"), "type"],
    [img(10, "image/jpeg"), null],
  ] as const)("%j → %s", (f, want) => {
    expect(photoProblem(f)).toBe(want);
  });

  it("keeps at most `max` photos and reports the rest", () => {
    const r = pickPhotos([img(), img(), img(5e6), img()], 7, 9);
    expect(r.accepted).toHaveLength(2);
    expect(r.problems).toEqual(["size"]);
    expect(r.overLimit).toBe(1);
    expect(pickPhotos([img()], 9, 9).overLimit).toBe(1);
    expect(pickPhotos([img(), img()], 4, 5)).toMatchObject({ overLimit: 1 });
  });
});
