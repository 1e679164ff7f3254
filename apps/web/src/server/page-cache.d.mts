import type { IncomingMessage, ServerResponse } from "node:http";

export function pageCacheKey(req: IncomingMessage): string | null;
export function replayableHeaders(raw: string): string[] | null;
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  size(): number;
}
export function createPageCache(options: {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): PageCache;
