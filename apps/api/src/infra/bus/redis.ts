import { Redis } from "ioredis";
import type { Bus } from "./bus.ts";

/**
 * The Redis twin: one publishing and one subscribing connection per process; each channel is
 * SUBSCRIBEd once however many local handlers it has (thousands of sockets on one shop cost
 * one Redis subscription).
 */
export class RedisBus implements Bus {
  readonly kind = "redis" as const;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    sub.on("message", (channel: string, message: string) => {
      const set = this.handlers.get(channel.slice(this.prefix.length));
      if (!set) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message);
      } catch {
        return;
      }
      for (const h of [...set]) h(payload);
    });
  }

  static connect(url: string, prefix = "souk:bus:"): RedisBus {
    const opts = { maxRetriesPerRequest: 2 };
    const pub = new Redis(url, opts);
    const sub = new Redis(url, opts);
    // Without listeners an unreachable server would crash the process with an unhandled 'error'.
    pub.on("error", () => undefined);
    sub.on("error", () => undefined);
    return new RedisBus(pub, sub, prefix);
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(payload));
  }

  async subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      await this.sub.subscribe(this.prefix + channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await this.sub.unsubscribe(this.prefix + channel).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
