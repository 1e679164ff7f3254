import type { RedisKv } from "../../../infra/kv/redis.ts";
import {
  flashKeys,
  type AdjustResult,
  type FlashCounters,
  type FlashStock,
  type ReserveResult,
} from "./flash-stock.ts";

/*
 * KEYS[1] units left (string integer), KEYS[2] hash userId → pieces held, plus the field "_"
 * so that a loaded hash always exists (a missing hash means the counters were lost).
 * Answers: ≥ 0 units left after taking; -1 sold out; -2 over the limit; -3 counters missing.
 */
const VERDICT = `
local left = redis.call('GET', KEYS[1])
if not left or redis.call('EXISTS', KEYS[2]) == 0 then return -3 end
local n = tonumber(ARGV[2])
if tonumber(left) < n then return -1 end
local had = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if had + n > tonumber(ARGV[3]) then return -2 end`;

const RESERVE = `${VERDICT}
redis.call('HINCRBY', KEYS[2], ARGV[1], n)
return redis.call('DECRBY', KEYS[1], n)`;

/* The same answers as RESERVE, taking nothing (read-only). */
const CHECK = `${VERDICT}
return tonumber(left) - n`;

const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
local n = tonumber(ARGV[2])
redis.call('INCRBY', KEYS[1], n)
if redis.call('HINCRBY', KEYS[2], ARGV[1], -n) <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
return 1`;

/* ARGV[1] the move (±units). Answers {1, left after} moved; {0, left} too few left to lower by; {-1, 0} counters missing. The TTL stays. */
const ADJUST = `
local left = redis.call('GET', KEYS[1])
if not left or redis.call('EXISTS', KEYS[2]) == 0 then return {-1, 0} end
local d = tonumber(ARGV[1])
if tonumber(left) + d < 0 then return {0, tonumber(left)} end
return {1, redis.call('INCRBY', KEYS[1], d)}`;

/* ARGV: overwrite (1/0), left, ttl ms, then userId, pieces pairs. */
const LOAD = `
if ARGV[1] == '0' and redis.call('EXISTS', KEYS[1]) == 1 and redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('DEL', KEYS[2])
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('HSET', KEYS[2], '_', '1')
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`;

function answer(reply: unknown): ReserveResult {
  const r = Number(reply);
  if (r >= 0) return { ok: true, left: r };
  return { ok: false, reason: r === -1 ? "soldOut" : r === -2 ? "limit" : "missing" };
}

/** The scaled mode's gate: one Lua script per reservation on the shared Redis (KvUnavailableError while it is down). */
export class RedisFlashStock implements FlashStock {
  readonly kind = "redis" as const;

  constructor(private readonly redis: RedisKv) {}

  async reserve(id: number, userId: number, n: number, limit: number): Promise<ReserveResult> {
    return answer(await this.redis.evalScript(RESERVE, flashKeys(id), [userId, n, limit]));
  }

  check(id: number, userId: number, n: number, limit: number): Promise<ReserveResult> {
    return this.redis.evalScript(CHECK, flashKeys(id), [userId, n, limit]).then(answer);
  }

  async adjust(id: number, delta: number): Promise<AdjustResult> {
    const [done, left] = (await this.redis.evalScript(ADJUST, flashKeys(id), [delta])) as [number, number];
    if (Number(done) === 1) return { ok: true, left: Number(left) };
    return { ok: false, reason: Number(done) === 0 ? "short" : "missing", left: Number(left) };
  }

  async release(id: number, userId: number, n: number): Promise<void> {
    await this.redis.evalScript(RELEASE, flashKeys(id), [userId, n]);
  }

  async load(id: number, c: FlashCounters, ttlSeconds: number, overwrite: boolean): Promise<void> {
    const pairs = [...c.users].filter(([, v]) => v > 0).flatMap(([u, v]) => [u, v]);
    await this.redis.evalScript(LOAD, flashKeys(id), [
      overwrite ? 1 : 0,
      c.left,
      Math.max(1, Math.round(ttlSeconds * 1000)),
      ...pairs,
    ]);
  }

  async drop(id: number): Promise<void> {
    await this.redis.evalScript("return redis.call('DEL', KEYS[1], KEYS[2])", flashKeys(id), []);
  }
}
