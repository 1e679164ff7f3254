import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../db/schema/index.ts";
import { hashToken, TokenStore } from "./token-store.ts";

/**
 * ADR 0025: a verified token is remembered for `cacheSeconds` in its process. What a buyer or an
 * operator would notice: logging out, a password change or reset end the sessions at once in this
 * process; a revocation made elsewhere (another API process — here: straight in the database) is
 * seen within the window; nothing is remembered past the token's own expiry.
 */
let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [u] = await t.ctx.database.db.insert(users).values({ nickName: "tok" }).returning({ userId: users.userId });
  userId = u!.userId;
});
afterAll(async () => t.close());

const revokeElsewhere = (token: string) =>
  t.ctx.database.query("update user_tokens set revoked_at = now() where token_hash = $1", [hashToken(token)]);

describe("verified tokens remembered for a few seconds", () => {
  it("a revocation made by another process is seen once the window has passed, not before", async () => {
    const store = new TokenStore(t.ctx.database.db, { cacheSeconds: 5 });
    const now = new Date();
    const { token } = await store.issue(userId, now);
    expect(await store.verify(token, now)).toBe(userId);
    await revokeElsewhere(token);
    expect(await store.verify(token, new Date(now.getTime() + 4_000))).toBe(userId);
    expect(await store.verify(token, new Date(now.getTime() + 5_001))).toBeNull();
  });

  it("remembered() answers at once only for a token verified within the window, never after a revocation", async () => {
    const store = new TokenStore(t.ctx.database.db, { cacheSeconds: 5 });
    const now = new Date();
    const { token } = await store.issue(userId, now);
    expect(store.remembered(token, now.getTime())).toBeUndefined(); // not verified yet: ask the database
    expect(await store.verify(token, now)).toBe(userId);
    expect(store.remembered(token, now.getTime() + 4_000)).toBe(userId);
    expect(store.remembered(token, now.getTime() + 5_001)).toBeUndefined();
    expect(store.remembered("not a token")).toBeUndefined();
    await store.revoke(token);
    expect(store.remembered(token)).toBeUndefined();
    expect(new TokenStore(t.ctx.database.db).remembered(token)).toBeUndefined(); // no cache, no answer
  });

  it("logout, a password change and a reset through the store end the sessions at once", async () => {
    const store = new TokenStore(t.ctx.database.db, { cacheSeconds: 5 });
    const [a, b, c] = [await store.issue(userId), await store.issue(userId), await store.issue(userId)];
    for (const x of [a, b, c]) expect(await store.verify(x.token)).toBe(userId);
    await store.revoke(a.token);
    expect(await store.verify(a.token)).toBeNull();
    await store.revokeOthers(userId, b.token);
    expect([await store.verify(b.token), await store.verify(c.token)]).toEqual([userId, null]);
    await store.revokeAll(userId);
    expect(await store.verify(b.token)).toBeNull();
  });

  it("remembers nothing past the token's expiry, and nothing at all with cacheSeconds 0", async () => {
    const store = new TokenStore(t.ctx.database.db, { cacheSeconds: 5 });
    const issuedAt = new Date(Date.now() - 30 * 86_400_000 + 2_000); // expires in 2 s
    const { token } = await store.issue(userId, issuedAt);
    const now = new Date();
    expect(await store.verify(token, now)).toBe(userId);
    expect(await store.verify(token, new Date(now.getTime() + 3_000))).toBeNull();

    const plain = new TokenStore(t.ctx.database.db);
    const fresh = await plain.issue(userId);
    expect(await plain.verify(fresh.token)).toBe(userId);
    await revokeElsewhere(fresh.token);
    expect(await plain.verify(fresh.token)).toBeNull();
  });
});
