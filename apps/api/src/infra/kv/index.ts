import type { Kv } from "./kv.ts";
import { MemoryKv } from "./memory.ts";
import { RedisKv } from "./redis.ts";

export type { Kv } from "./kv.ts";
export { MemoryKv } from "./memory.ts";
export { RedisKv } from "./redis.ts";

/** Redis when a URL is configured (scaled mode), else the in-process twin. */
export function createKv(redisUrl: string, opts: { prefix?: string } = {}): Kv {
  return redisUrl ? RedisKv.connect(redisUrl, opts) : new MemoryKv();
}
