import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

describe("TtlCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000);
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual([1, 1, 1]);
  });

  it("does not keep a value that was loading when clear() ran (it may be stale)", async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000);
    let release!: () => void;
    const first = cache.get("k", () => new Promise<number>((r) => (release = () => r(++loads))));
    cache.clear();
    release();
    expect(await first).toBe(1);
    expect(await cache.get("k", async () => ++loads)).toBe(2);
  });

  it("peeks at a live value without loading, and not at an expired one", async () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, () => now);
    expect(cache.peek("k")).toBeUndefined();
    await cache.get("k", async () => 7);
    expect(cache.peek("k")).toBe(7);
    now = 1_000;
    expect(cache.peek("k")).toBeUndefined();
  });
});
