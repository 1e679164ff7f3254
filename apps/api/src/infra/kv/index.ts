import type { Kv } from "./kv.ts";
import { MemoryKv } from "./memory.ts";
import { RedisKv } from "./redis.ts";
import { ResilientKv } from "./resilient.ts";

export type { Kv } from "./kv.ts";
export { MemoryKv } from "./memory.ts";
export { RedisKv } from "./redis.ts";

/**
 * Redis when a URL is configured (scaled mode), with per-process fallback while it is down
 * (resilient.ts; `onChange` hears when the fallback starts and ends), else the in-process twin.
 */
export function createKv(
  redisUrl: string,
  opts: {
    prefix?: string;
    timeoutMs?: number;
    onChange?: (event: "fallback" | "recovered", err?: unknown) => void;
  } = {},
): Kv {
  return redisUrl ? new ResilientKv(RedisKv.connect(redisUrl, opts), opts.onChange) : new MemoryKv();
}
