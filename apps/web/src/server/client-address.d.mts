import type { IncomingMessage } from "node:http";

export function parseTrustedProxies(list: string | undefined): Set<string>;
export function forwardedFor(
  remoteAddress: string | undefined,
  incoming: string | string[] | undefined,
  trusted: Set<string>,
): string;
export function setClientAddress(req: IncomingMessage, trusted: Set<string>): void;
