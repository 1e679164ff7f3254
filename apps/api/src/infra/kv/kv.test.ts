import { createHash, randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { Kv } from "./kv.ts";
import { MemoryKv } from "./memory.ts";
import { RedisKv } from "./redis.ts";

/**
 * One table of behaviour, run against both twins. The Redis suite needs a server:
 * TEST_REDIS_URL (CI: redis://127.0.0.1:6379) or REDIS_URL; it is skipped only
 * when neither is set. Each Redis run uses a random key prefix and deletes it.
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || "";

interface Twin {
  kv: Kv;
  /** Lets `ms` pass: the memory twin moves its clock, the Redis twin really waits. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

function memoryTwin(): Twin {
  let t = 1_000_000;
  const kv = new MemoryKv({ now: () => t });
  return {
    kv,
    advance: async (ms) => void (t += ms),
    close: () => kv.close(),
  };
}

function redisTwin(): Twin {
  const kv = RedisKv.connect(redisUrl, { prefix: `souk-test:${randomBytes(6).toString("hex")}:` });
  return {
    kv,
    advance: (ms) => new Promise((r) => setTimeout(r, ms)),
    close: async () => {
      await kv.clearPrefix();
      await kv.close();
    },
  };
}

const twins: [string, () => Twin][] = [["memory", memoryTwin]];
if (redisUrl) twins.push(["redis", redisTwin]);
else it.skip("redis twin (set TEST_REDIS_URL to run it)", () => {});

describe.each(twins)("kv: %s", (_name, make) => {
  const open: Twin[] = [];
  const twin = () => {
    const t = make();
    open.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of open) await t.close();
  });

  it("counts from 1 and reads the counter back as a string", async () => {
    const { kv } = twin();
    expect(await kv.get("c")).toBeNull();
    expect([await kv.incr("c", 60), await kv.incr("c", 60), await kv.incr("c", 60)]).toEqual([1, 2, 3]);
    expect(await kv.get("c")).toBe("3");
  });

  it("keeps a fixed window: later increments do not extend the TTL", async () => {
    const { kv, advance } = twin();
    expect(await kv.incr("w", 0.3)).toBe(1);
    await advance(150);
    expect(await kv.incr("w", 0.3)).toBe(2);
    await advance(250); // 400 ms after creation: expired although the last incr was 250 ms ago
    expect(await kv.get("w")).toBeNull();
    expect(await kv.incr("w", 0.3)).toBe(1);
  });

  it("increments atomically under concurrency", async () => {
    const { kv } = twin();
    const values = await Promise.all(Array.from({ length: 100 }, () => kv.incr("par", 60)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("setNx sets only an absent key, and again after it expired", async () => {
    const { kv, advance } = twin();
    expect(await kv.setNx("lock", "a", 0.2)).toBe(true);
    expect(await kv.setNx("lock", "b", 0.2)).toBe(false);
    expect(await kv.get("lock")).toBe("a");
    await advance(300);
    expect(await kv.get("lock")).toBeNull();
    expect(await kv.setNx("lock", "c", 60)).toBe(true);
    expect(await kv.get("lock")).toBe("c");
  });

  it("setNx gives the key to exactly one of many concurrent callers", async () => {
    const { kv } = twin();
    const wins = await Promise.all(Array.from({ length: 20 }, (_, i) => kv.setNx("once", String(i), 60)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it("del removes counters and plain keys, and ignores absent keys", async () => {
    const { kv } = twin();
    await kv.incr("d1", 60);
    await kv.setNx("d2", "x", 60);
    await kv.del("d1");
    await kv.del("d2");
    await kv.del("never-set");
    expect(await kv.get("d1")).toBeNull();
    expect(await kv.get("d2")).toBeNull();
    expect(await kv.incr("d1", 60)).toBe(1);
  });

  it.each([
    ["zero", 0],
    ["negative", -1],
    ["NaN", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
  ])("rejects a %s TTL", async (_label, ttl) => {
    const { kv } = twin();
    await expect(kv.incr("t", ttl)).rejects.toThrow(RangeError);
    await expect(kv.setNx("t", "v", ttl)).rejects.toThrow(RangeError);
  });

  it("refuses to increment a value that is not an integer", async () => {
    const { kv } = twin();
    await kv.setNx("s", "hello", 60);
    await expect(kv.incr("s", 60)).rejects.toThrow();
  });
});

describe("kv: memory twin housekeeping", () => {
  it("sweeps expired keys out of the map", async () => {
    let t = 0;
    const kv = new MemoryKv({ now: () => t });
    await kv.incr("a", 1);
    await kv.setNx("b", "x", 10);
    expect(kv.size).toBe(2);
    t = 1500;
    expect(kv.sweep()).toBe(1);
    expect(kv.size).toBe(1);
    expect(await kv.get("b")).toBe("x");
    await kv.close();
  });
});

describe.runIf(redisUrl)("kv: redis twin keys", () => {
  it("stores keys under its prefix with a TTL, and clearPrefix removes only them", async () => {
    const prefix = `souk-test:${randomBytes(6).toString("hex")}:`;
    const kv = RedisKv.connect(redisUrl, { prefix });
    const raw = new Redis(redisUrl);
    try {
      await kv.incr("k", 30);
      const pttl = await raw.pttl(`${prefix}k`);
      expect(pttl).toBeGreaterThan(29_000);
      expect(pttl).toBeLessThanOrEqual(30_000);
      await raw.set(`${prefix}x`, "1");
      // A counter that somehow lost its TTL gets one on the next increment.
      await raw.set(`${prefix}nottl`, "5");
      expect(await kv.incr("nottl", 10)).toBe(6);
      expect(await raw.pttl(`${prefix}nottl`)).toBeGreaterThan(0);
      expect(await kv.clearPrefix()).toBe(3);
      expect(await raw.exists(`${prefix}k`)).toBe(0);
    } finally {
      await kv.close();
      await raw.quit();
    }
  });

  it("runs a script Redis does not know yet (NOSCRIPT → EVAL once), then by its hash", async () => {
    const prefix = `souk-test:${randomBytes(6).toString("hex")}:`;
    const kv = RedisKv.connect(redisUrl, { prefix });
    const raw = new Redis(redisUrl);
    // A script no one has sent before (a fresh comment), so the first EVALSHA meets NOSCRIPT.
    const script = `-- ${prefix}\nreturn redis.call('INCRBY', KEYS[1], ARGV[1])`;
    const sha = createHash("sha1").update(script).digest("hex");
    try {
      expect(await raw.script("EXISTS", sha)).toEqual([0]);
      expect(await kv.evalScript(script, ["n"], [2])).toBe(2); // ran once, not twice
      expect(await raw.script("EXISTS", sha)).toEqual([1]);
      expect(await kv.evalScript(script, ["n"], [3])).toBe(5);
      expect(await raw.get(`${prefix}n`)).toBe("5");
      await kv.clearPrefix();
    } finally {
      await kv.close();
      await raw.quit();
    }
  });
});
