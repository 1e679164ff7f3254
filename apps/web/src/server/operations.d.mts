import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export function setRequestId(req: IncomingMessage, trusted: Set<string>): string;
export function pathKind(url: string): "api" | "asset" | "page";
export interface Operations {
  readonly draining: boolean;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  trackSocket(socket: Duplex): void;
  drain(server: Server): Promise<void>;
}
export function createOperations(options?: { drainMs?: number; log?: Pick<Console, "log" | "warn"> }): Operations;
