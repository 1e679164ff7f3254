/**
 * The 404 page's text in the server's HTML.
 *
 * A notFound() thrown while Next renders a page of the static/ISR cache (an unknown product, shop,
 * flash sale, any unknown path) answers 404 with an empty error shell, `<html id="__next_error__">`,
 * whose page only the browser draws from the RSC payload (vercel/next.js#62228, still so in Next 16).
 * A crawler or a browser without scripts saw a blank page. For such a document this writes the
 * 404 page's text (code, sentence, a link home) into the shell's body, in the request's language;
 * with scripts the browser then draws the full 404 page in the mall's chrome over it, as before.
 * Every other response passes untouched.
 */
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

const SHELL = '<html id="__next_error__"';
const LOCALES = ["zh", "en"];
const DEFAULT_LOCALE = "zh";
/** Requests of Next's client router: their answers are RSC payloads, not documents. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch"];

/**
 * The language a document renders in, as the locale rewrites decide it (src/i18n/locale-rewrites.ts):
 * a known `?lang=`, else the `language` cookie, else Chinese.
 * @param {{ url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @returns {"zh" | "en"}
 */
export function documentLocale(req) {
  const lang = new URL(req.url ?? "/", "http://x").searchParams.get("lang");
  if (lang && LOCALES.includes(lang)) return /** @type {"zh" | "en"} */ (lang);
  const cookie = typeof req.headers.cookie === "string" ? req.headers.cookie : "";
  const m = /(?:^|;\s*)language=([^;]*)/.exec(cookie);
  const c = m ? m[1].trim() : "";
  return LOCALES.includes(c) ? /** @type {"zh" | "en"} */ (c) : DEFAULT_LOCALE;
}

/** @param {string} s */
const escapeHtml = (s) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The shell with the 404 text in its body (inline styles: the shell links no style sheet), or the
 * HTML unchanged when it is not Next's empty error shell.
 * @param {string} html
 * @param {"zh" | "en"} locale
 * @param {{ notFoundCode: string; notFound: string; backHome: string }} texts the `errors` messages of the locale
 */
export function withNotFoundText(html, locale, texts) {
  if (!html.includes(SHELL)) return html;
  const block =
    `<div data-testid="not-found-server" style="min-height:60vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:system-ui,sans-serif;text-align:center;color:#333">` +
    `<p style="margin:0;font-size:72px;font-weight:700;color:#cf2a2d">${escapeHtml(texts.notFoundCode)}</p>` +
    `<h1 style="margin:0;font-size:20px;font-weight:400">${escapeHtml(texts.notFound)}</h1>` +
    `<a href="/" style="margin-top:16px;padding:8px 24px;background:#cf2a2d;color:#fff;text-decoration:none;border-radius:2px">${escapeHtml(texts.backHome)}</a>` +
    `</div>`;
  return html
    .replace(SHELL, `${SHELL} lang="${locale === "zh" ? "zh-CN" : "en"}"`)
    .replace(/<body[^>]*>/, (body) => body + block);
}

/** @param {Buffer} body @param {string | undefined} encoding */
function decoded(body, encoding) {
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return encoding ? null : body;
}

/** @param {Buffer} body @param {string | undefined} encoding */
function encoded(body, encoding) {
  if (encoding === "gzip") return gzipSync(body);
  if (encoding === "br") return brotliCompressSync(body);
  if (encoding === "deflate") return deflateSync(body);
  return body;
}

/**
 * Watches one response: a 404 HTML document is held until it ends, then sent with the 404 text
 * (uncompressed when its headers are still unsent; a 404 page is small). Router requests and
 * non-GET requests are left alone.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(locale: "zh" | "en") => { notFoundCode: string; notFound: string; backHome: string }} textsOf
 */
export function serveNotFoundText(req, res, textsOf) {
  if (req.method !== "GET") return;
  for (const h of ROUTER_HEADERS) if (req.headers[h] !== undefined) return;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {Buffer[] | null} null until the response shows itself a 404 document */
  let held = null;
  const isNotFoundDocument = () =>
    res.statusCode === 404 && /text\/html/.test(String(res.getHeader("content-type") ?? ""));
  const start = () => {
    if (held === null && isNotFoundDocument()) held = [];
    return held !== null;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held?.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
          : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    );
  };
  // A 404's own writeHead only records its headers (through setHeader), so that they can still
  // change before the body is sent; the next call (Node's implicit one when the body goes) writes.
  let deferred = false;
  /** @type {any} */ (res).writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === "object");
    if (status === 404 && !deferred && !res.headersSent) {
      deferred = true;
      res.statusCode = status;
      if (Array.isArray(headers))
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      else if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
      return res;
    }
    return writeHead.call(this, status, ...rest);
  };
  /** @type {any} */ (res).write = function (chunk, encoding, cb) {
    if (!start()) {
      deferred = true; // Node's implicit writeHead, if any, must write now
      return write.call(this, chunk, encoding, cb);
    }
    keep(chunk, encoding);
    if (typeof encoding === "function") encoding();
    else if (typeof cb === "function") cb();
    return true;
  };
  /** @type {any} */ (res).end = function (chunk, encoding, cb) {
    deferred = true; // Node's implicit writeHead, if any, must write now
    if (!start()) return end.call(this, chunk, encoding, cb);
    keep(chunk, encoding);
    const body = Buffer.concat(/** @type {Buffer[]} */ (held));
    const encodingHeader = res.getHeader("content-encoding");
    const plain = decoded(body, typeof encodingHeader === "string" ? encodingHeader : undefined);
    const finish = typeof encoding === "function" ? encoding : cb;
    if (plain === null) return end.call(this, body, finish);
    const locale = documentLocale(req);
    const html = Buffer.from(withNotFoundText(plain.toString("utf8"), locale, textsOf(locale)), "utf8");
    if (!res.headersSent) {
      res.removeHeader("content-encoding");
      res.setHeader("content-length", html.length);
      return end.call(this, html, finish);
    }
    // Next flushes a streamed page's headers before its body (chunked): keep their encoding.
    return end.call(this, encoded(html, typeof encodingHeader === "string" ? encodingHeader : undefined), finish);
  };
}
