import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";

/** Why a chat connection was refused: the process holds its maximum, or the address, or the party. */
export type SocketRefusal = "busy" | "address" | "party";

export interface SocketLimitOptions {
  /** Open chat sockets per process (0 = no limit). */
  perProcess: number;
  /** Open chat sockets per client address (0 = no limit). */
  perAddress: number;
  /** Open chat sockets per buyer or agent (0 = no limit). */
  perParty: number;
}

/**
 * One connection's hold on the limits: given back once, on the socket's `close` (however it
 * closes: the client, the server, an error, a dead peer), so a closed socket never counts.
 */
export interface SocketLease {
  /** Counts the connection for its party once known; false (nothing counted) when the party holds its maximum. */
  join(party: string): boolean;
  release(): void;
}

/**
 * The accounting of long-lived chat connections. A socket is not an in-flight request: it lives
 * for minutes or hours and costs memory (~13 KB idle), not a request slot, so the load shedder
 * never sees it (load-shedding.ts skips upgrades) and these limits bound it instead: per process
 * (memory), per client address (one host cannot take them all) and per party (one buyer's tabs;
 * a new buyer page takes over the others anyway, so the limit only stops a burst).
 */
export class SocketLimits {
  private total = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly byParty = new Map<string, number>();

  constructor(private readonly limits: SocketLimitOptions) {}

  /** Admits a new connection from `address`, or says why not (nothing counted then). */
  open(address: string): SocketLease | SocketRefusal {
    const { perProcess, perAddress, perParty } = this.limits;
    if (perProcess > 0 && this.total >= perProcess) return "busy";
    if (perAddress > 0 && (this.byAddress.get(address) ?? 0) >= perAddress) return "address";
    this.total++;
    bump(this.byAddress, address, 1);
    let party: string | null = null;
    let held = true;
    return {
      join: (p) => {
        if (!held || party !== null) return held;
        if (perParty > 0 && (this.byParty.get(p) ?? 0) >= perParty) return false;
        party = p;
        bump(this.byParty, p, 1);
        return true;
      },
      release: () => {
        if (!held) return;
        held = false;
        this.total--;
        bump(this.byAddress, address, -1);
        if (party !== null) bump(this.byParty, party, -1);
      },
    };
  }

  /** Open connections counted. */
  get openCount(): number {
    return this.total;
  }
}

function bump(map: Map<string, number>, key: string, by: number): void {
  const n = (map.get(key) ?? 0) + by;
  if (n <= 0) map.delete(key);
  else map.set(key, n);
}

export const socketLimitsOf = perContext(
  (ctx: AppContext) =>
    new SocketLimits({
      perProcess: ctx.config.chatMaxSockets,
      perAddress: ctx.config.chatMaxSocketsPerAddress,
      perParty: ctx.config.chatMaxSocketsPerParty,
    }),
);
