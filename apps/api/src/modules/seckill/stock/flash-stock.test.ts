import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { RedisKv } from "../../../infra/kv/redis.ts";
import type { FlashStock } from "./flash-stock.ts";
import { MemoryFlashStock } from "./memory-stock.ts";
import { RedisFlashStock } from "./redis-stock.ts";

/**
 * One contract, two twins: the same table runs on the in-process gate and on the Redis script
 * (TEST_REDIS_URL or REDIS_URL; the Redis half is skipped only without one).
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || "";
const redis = redisUrl ? RedisKv.connect(redisUrl, { prefix: `souk-test:${randomBytes(6).toString("hex")}:` }) : null;
afterAll(async () => {
  if (redis) {
    await redis.clearPrefix();
    await redis.close();
  }
});

const twins: [string, () => FlashStock][] = [["memory", () => new MemoryFlashStock()]];
if (redis) twins.push(["redis", () => new RedisFlashStock(redis)]);

let nextId = 1;
describe.each(twins)("flash stock gate (%s)", (_name, make) => {
  it("answers missing until loaded, then takes units within stock and limit", async () => {
    const s = make();
    const id = nextId++;
    expect(await s.reserve(id, 1, 1, 1)).toEqual({ ok: false, reason: "missing" });
    await s.load(id, { left: 3, users: new Map() }, 60, false);
    const table: [user: number, n: number, limit: number, expected: unknown][] = [
      [1, 1, 1, { ok: true, left: 2 }],
      [1, 1, 1, { ok: false, reason: "limit" }],
      [2, 2, 2, { ok: true, left: 0 }],
      [3, 1, 5, { ok: false, reason: "soldOut" }],
    ];
    for (const [user, n, limit, expected] of table) {
      // check answers what reserve then does, and takes nothing
      expect(await s.check(id, user, n, limit)).toEqual(expected);
      expect(await s.check(id, user, n, limit)).toEqual(expected);
      expect(await s.reserve(id, user, n, limit)).toEqual(expected);
    }
    expect(await s.check(99_999_999, 1, 1, 1)).toEqual({ ok: false, reason: "missing" });
  });

  it("release gives units and the buyer's allowance back; load without overwrite keeps live counters", async () => {
    const s = make();
    const id = nextId++;
    await s.load(id, { left: 1, users: new Map([[7, 1]]) }, 60, true);
    expect(await s.reserve(id, 7, 1, 1)).toEqual({ ok: false, reason: "limit" });
    expect(await s.reserve(id, 8, 1, 1)).toEqual({ ok: true, left: 0 });
    await s.release(id, 8, 1);
    await s.load(id, { left: 99, users: new Map() }, 60, false); // kept
    expect(await s.reserve(id, 8, 1, 1)).toEqual({ ok: true, left: 0 });
    await s.load(id, { left: 5, users: new Map() }, 60, true); // overwritten
    expect(await s.reserve(id, 7, 1, 1)).toEqual({ ok: true, left: 4 });
    await s.drop(id);
    expect(await s.reserve(id, 7, 1, 1)).toEqual({ ok: false, reason: "missing" });
    await s.release(id, 7, 1); // no counters: nothing to give back, nothing created
    expect(await s.reserve(id, 7, 1, 1)).toEqual({ ok: false, reason: "missing" });
  });

  it("adjust moves the units left (a shop's stock edit): never below what buyers hold, nothing on missing counters", async () => {
    const s = make();
    const id = nextId++;
    expect(await s.adjust(id, 5)).toEqual({ ok: false, reason: "missing", left: 0 });
    await s.load(id, { left: 4, users: new Map() }, 60, true);
    expect(await s.reserve(id, 1, 3, 5)).toEqual({ ok: true, left: 1 });
    const table: [delta: number, expected: unknown][] = [
      [6, { ok: true, left: 7 }],
      [-2, { ok: true, left: 5 }],
      [-6, { ok: false, reason: "short", left: 5 }], // the buyer's 3 stay theirs
      [-5, { ok: true, left: 0 }],
      [-1, { ok: false, reason: "short", left: 0 }],
    ];
    for (const [delta, expected] of table) expect(await s.adjust(id, delta)).toEqual(expected);
    expect(await s.reserve(id, 2, 1, 5)).toEqual({ ok: false, reason: "soldOut" });
    await s.release(id, 1, 3); // the buyer cancels: the units come back as usual
    expect(await s.reserve(id, 2, 1, 5)).toEqual({ ok: true, left: 2 });
  });

  it("1,000 concurrent reservations of one unit for 100 units: exactly 100 succeed, never below 0", async () => {
    const s = make();
    const id = nextId++;
    await s.load(id, { left: 100, users: new Map() }, 60, true);
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => s.reserve(id, i + 1, 1, 1)));
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(Math.min(...results.filter((r) => r.ok).map((r) => (r as { left: number }).left))).toBe(0);
  });
});
