import { perContext } from "./per-context.ts";

/**
 * Whether this process is draining (SIGTERM received, see shutdown.ts): `/readyz` answers 503 from
 * that moment, so a load balancer that probes it stops sending before the listener goes away.
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

export const lifecycleOf = perContext(() => new Lifecycle());
