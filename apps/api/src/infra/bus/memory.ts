import type { Bus } from "./bus.ts";

/** The in-process twin: one process, handlers called synchronously after publish in subscription order. */
export class MemoryBus implements Bus {
  readonly kind = "memory" as const;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();

  async publish(channel: string, payload: unknown): Promise<void> {
    // A JSON round trip, so subscribers never share objects with the publisher (as with Redis).
    const copy = JSON.stringify(payload);
    for (const h of [...(this.handlers.get(channel) ?? [])]) h(JSON.parse(copy));
  }

  async subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
