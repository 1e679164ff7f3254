import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { isTransientOverload } from "../http/unavailable.ts";
import { isHeavyWork, reservePoolForLightWork, runAsHeavy } from "./heavy-work.ts";
import { createPool } from "./pool.ts";

/**
 * Issue 18 (spike bench): searches in flight must not take every pooled connection from the cheap
 * pages. On a real PostgreSQL, a pool of 3 with 1 reserved: heavy statements hold at most 2.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe("heavy work context", () => {
  it("is set inside runAsHeavy and its async continuations only", async () => {
    expect(isHeavyWork()).toBe(false);
    const seen = await runAsHeavy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return isHeavyWork();
    });
    expect(seen).toBe(true);
    expect(isHeavyWork()).toBe(false);
  });
});

describe.runIf(serverUrl)("a pool with connections reserved for light work", () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = createPool({ connectionString: serverUrl, max: 3, connectionTimeoutMillis: 5000 });
    reservePoolForLightWork(pool, { max: 3, reservedForLight: 1, waitMs: 5000 });
  });
  afterAll(async () => {
    await pool?.end();
  });

  it("serves a light statement while heavy statements queue for their share", async () => {
    const done: string[] = [];
    const heavy = [1, 2, 3].map((i) =>
      runAsHeavy(() => pool.query("select pg_sleep(0.3)").then(() => done.push(`heavy${i}`))),
    );
    // Let the heavy statements take what they may before the page asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.query("select 1").then(() => done.push("light"));
    await Promise.all(heavy);
    // Without the reserve the three heavy statements would hold all three connections.
    expect(done[0]).toBe("light");
    expect(done.at(-1)).toBe("heavy3");
  });

  it("counts a heavy transaction's connection until it is released", async () => {
    const client = await runAsHeavy(() => pool.connect());
    const other = await runAsHeavy(() => pool.connect());
    let third = false;
    const waiting = runAsHeavy(() => pool.query("select 1")).then(() => (third = true));
    await pool.query("select 1");
    expect(third).toBe(false);
    client.release();
    await waiting;
    expect(third).toBe(true);
    other.release();
  });

  it("fails a heavy statement that waits past the pool's wait as a transient overload (503)", async () => {
    const tight = createPool({ connectionString: serverUrl, max: 2, connectionTimeoutMillis: 5000 });
    reservePoolForLightWork(tight, { max: 2, reservedForLight: 1, waitMs: 100 });
    try {
      const slow = runAsHeavy(() => tight.query("select pg_sleep(0.5)"));
      const refused = await runAsHeavy(() => tight.query("select 1")).catch((e: unknown) => e);
      expect(isTransientOverload(refused)).toBe(true);
      await slow;
      await expect(runAsHeavy(() => tight.query("select 1 as ok"))).resolves.toMatchObject({ rows: [{ ok: 1 }] });
    } finally {
      await tight.end();
    }
  });
});
