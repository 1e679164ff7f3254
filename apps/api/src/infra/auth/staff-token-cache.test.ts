import { describe, expect, it } from "vitest";
import type { Kv } from "../kv/kv.ts";
import { MemoryKv } from "../kv/memory.ts";
import { STAFF_TOKEN_CACHE_MS, StaffTokenCache } from "./staff-token-cache.ts";
import type { StaffIdentity } from "./staff-token-store.ts";

const who: StaffIdentity = { staffId: 7, shopId: 3, role: "operations" };

/** A verifier that counts database checks and answers `answer`. */
function db(answer: StaffIdentity | null = who) {
  const v = { calls: 0, answer, check: async () => (v.calls++, v.answer) };
  return v;
}

describe("the staff-token cache", () => {
  it("checks the database once, then trusts the cache while the epoch stands", async () => {
    const cache = new StaffTokenCache(new MemoryKv());
    const v = db();
    for (let i = 0; i < 3; i++) expect(await cache.verify("tok", v.check)).toEqual(who);
    expect(v.calls).toBe(1);
  });

  it("never remembers a refused token", async () => {
    const cache = new StaffTokenCache(new MemoryKv());
    const v = db(null);
    await cache.verify("tok", v.check);
    await cache.verify("tok", v.check);
    expect(v.calls).toBe(2);
  });

  it("checks again after a sessions change in any process (the shared epoch) and after the time limit", async () => {
    const kv = new MemoryKv();
    let now = 1_000;
    const mine = new StaffTokenCache(kv, () => now);
    const other = new StaffTokenCache(kv, () => now);
    const v = db();
    await mine.verify("tok", v.check);
    await other.sessionsChanged(); // e.g. the owner disabled the account through another process
    v.answer = null;
    expect(await mine.verify("tok", v.check)).toBeNull();
    v.answer = who;
    await mine.verify("tok", v.check);
    const calls = v.calls;
    now += STAFF_TOKEN_CACHE_MS + 1;
    await mine.verify("tok", v.check);
    expect(v.calls).toBe(calls + 1);
  });

  it("checks the database on every request while the kv cannot answer", async () => {
    const broken = new MemoryKv();
    const failing = { ...broken, strict: { get: async () => Promise.reject(new Error("down")) } } as unknown as Kv;
    const cache = new StaffTokenCache(failing);
    const v = db();
    await cache.verify("tok", v.check);
    await cache.verify("tok", v.check);
    expect(v.calls).toBe(2);
    await broken.close();
  });
});
