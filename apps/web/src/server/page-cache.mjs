/**
 * A few seconds of memory cache in front of Next for pages Next itself serves from its full-route
 * cache (ADR 0030-page-weight), as a micro-cache in nginx or a CDN would be.
 *
 * Why: a cached catalog page costs Next several milliseconds per request before a byte is sent
 * (routing, the locale rewrites, the cache lookup, re-encoding the stored HTML string), while the
 * bytes themselves cost a fraction of that. Replaying the very response Next sent for the same
 * request costs about what a static file server pays.
 *
 * What is kept, and for how long:
 *  - only a document GET (no `rsc`/`next-router-*` header: client navigations always reach Next,
 *    no conditional or range request) outside /api and /_next;
 *  - only a 200 Next marked `x-nextjs-cache: HIT`, i.e. a response Next would have sent to anyone
 *    asking for that URL in that language, without Set-Cookie and not `private`/`no-store`;
 *  - keyed by the URL, the `language` cookie (the locale rewrites read it) and Accept-Encoding
 *    (the stored body is compressed or not as it was sent);
 *  - for `ttlMs` (WEB_PAGE_CACHE_MS, default 2 s; 0 turns the cache off), and dropped whole when
 *    the catalog revalidation route answers 200 (lib/cache/catalog-sync.ts), so a catalog change
 *    reaches buyers as fast as without this cache; a page revalidated by time is at most `ttlMs`
 *    later than Next's own;
 *  - at most `maxEntries` responses and `maxBytes` bytes, least recently used dropped first.
 * Plain JavaScript: server.mjs runs it without a build step.
 */

const REVALIDATE_PATH = "/catalog-revalidate";
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "if-none-match",
  "if-modified-since",
  "range",
];
/** Hop-by-hop or per-response headers never replayed. */
const DROPPED = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** @param {string | undefined} cookie */
function languageCookie(cookie) {
  if (!cookie) return "";
  const m = /(?:^|;\s*)language=([^;]*)/.exec(cookie);
  return m ? m[1].trim() : "";
}

/**
 * The cache key of a request, or null when the request must reach Next.
 * @param {import("node:http").IncomingMessage} req
 */
export function pageCacheKey(req) {
  if (req.method !== "GET") return null;
  const url = req.url ?? "";
  if (!url.startsWith("/") || url.startsWith("/api/") || url.startsWith("/_next/")) return null;
  for (const h of ROUTER_HEADERS) if (req.headers[h] !== undefined) return null;
  return `${url}\n${languageCookie(req.headers.cookie)}\n${req.headers["accept-encoding"] ?? ""}`;
}

/**
 * Raw header lines of a response Next sent, without the hop-by-hop ones; null when it must not
 * be replayed.
 * @param {string} raw the header block as written (`res._header`)
 */
export function replayableHeaders(raw) {
  const lines = raw.split("\r\n");
  if (!/^HTTP\/1\.[01] 200 /.test(lines[0] ?? "")) return null;
  /** @type {string[]} */
  const flat = [];
  let hit = false;
  for (const line of lines.slice(1)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const name = line.slice(0, i).trim();
    const value = line.slice(i + 1).trim();
    const lower = name.toLowerCase();
    if (lower === "set-cookie") return null;
    if (lower === "cache-control" && /\b(?:private|no-store|no-cache)\b/i.test(value)) return null;
    if (lower === "x-nextjs-cache") hit = value.toUpperCase() === "HIT";
    if (!DROPPED.has(lower)) flat.push(name, value);
  }
  return hit ? flat : null;
}

/**
 * @param {{ ttlMs: number, maxEntries?: number, maxBytes?: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, now = Date.now }) {
  /** @type {Map<string, { headers: string[], body: Buffer, expires: number }>} */
  const entries = new Map();
  let bytes = 0;
  const enabled = ttlMs > 0;

  function drop(key) {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.length;
    entries.delete(key);
  }
  function clear() {
    entries.clear();
    bytes = 0;
  }
  function store(key, headers, body) {
    drop(key);
    entries.set(key, { headers, body, expires: now() + ttlMs });
    bytes += body.length;
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(k);
    }
  }

  /**
   * Answers the request from the cache; false when it must reach Next.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function serve(req, res) {
    if (!enabled) return false;
    const key = pageCacheKey(req);
    const e = key === null ? undefined : entries.get(key);
    if (!e || key === null) return false;
    if (e.expires <= now()) {
      drop(key);
      return false;
    }
    // Most recently used last: eviction walks from the front.
    entries.delete(key);
    entries.set(key, e);
    res.writeHead(200, [...e.headers, "Content-Length", String(e.body.length)]);
    res.end(e.body);
    return true;
  }

  /**
   * Watches a response Next is about to write: keeps it when it may be replayed, and drops every
   * entry once the catalog revalidation route succeeded.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  function capture(req, res) {
    if (!enabled) return;
    if (req.method === "POST" && (req.url ?? "").split("?")[0] === REVALIDATE_PATH) {
      res.on("finish", () => res.statusCode === 200 && clear());
      return;
    }
    const key = pageCacheKey(req);
    if (key === null) return;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_ENTRY_BYTES) return;
      const b = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      chunks.push(Buffer.from(b));
      size += b.length;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    res.on("finish", () => {
      // `_header` is the header block exactly as written, whichever way Next set it.
      const raw = /** @type {{ _header?: string | null }} */ (/** @type {unknown} */ (res))._header;
      if (size > MAX_ENTRY_BYTES || typeof raw !== "string") return;
      const headers = replayableHeaders(raw);
      if (headers) store(key, headers, Buffer.concat(chunks, size));
    });
  }

  return { serve, capture, clear, size: () => entries.size };
}
