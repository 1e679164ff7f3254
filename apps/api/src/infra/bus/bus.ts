/**
 * Publish/subscribe between API processes (chat fan-out). Two twins behind this interface
 * (architecture §2): in-process (embedded mode) and Redis pub/sub (REDIS_URL). Delivery is
 * fire-and-forget: what must not be lost is stored first (chat messages live in the database and
 * clients resume from the last id they saw), the bus only makes it arrive live.
 */
export interface Bus {
  readonly kind: "memory" | "redis";
  publish(channel: string, payload: unknown): Promise<void>;
  /** Starts delivering the channel's payloads to the handler; the returned function stops it. */
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
