import type { Bus } from "./bus.ts";
import { MemoryBus } from "./memory.ts";
import { RedisBus } from "./redis.ts";

export type { Bus } from "./bus.ts";

/** Redis pub/sub when a URL is configured (several API processes), else the in-process twin. */
export function createBus(redisUrl: string, prefix?: string): Bus {
  return redisUrl ? RedisBus.connect(redisUrl, prefix) : new MemoryBus();
}
