/**
 * The client address the storefront passes on. Browsers reach the API through the
 * storefront's `/api` rewrite, and the API's per-IP limits trust the X-Forwarded-For of that one
 * hop. So the storefront must never pass on what the client wrote in that header:
 *  - from a peer that is not a trusted front proxy, X-Forwarded-For becomes the socket's address
 *    (whatever the client sent is dropped, and a request without the header still gets one);
 *  - from a trusted front proxy (WEB_TRUSTED_PROXIES, comma-separated addresses, e.g. the nginx in
 *    front), its chain is kept and the proxy's own address is appended, as proxies do; the API
 *    must then trust that proxy too (TRUST_PROXY), and takes the last untrusted entry.
 * Plain JavaScript: server.mjs runs it without a build step.
 */

/** @param {string | undefined} list */
export function parseTrustedProxies(list) {
  return new Set(
    (list ?? "")
      .split(",")
      .map((s) => normalize(s.trim()))
      .filter(Boolean),
  );
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same peer. */
function normalize(address) {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/**
 * The X-Forwarded-For value to send upstream for a request from `remoteAddress`.
 * @param {string | undefined} remoteAddress the socket's peer address
 * @param {string | string[] | undefined} incoming the X-Forwarded-For the peer sent
 * @param {Set<string>} trusted addresses of front proxies whose chain is kept
 */
export function forwardedFor(remoteAddress, incoming, trusted) {
  const peer = normalize(remoteAddress ?? "");
  const chain = Array.isArray(incoming) ? incoming.join(",") : (incoming ?? "");
  if (trusted.has(peer) && chain.trim()) return `${chain}, ${peer}`;
  return peer;
}

/**
 * Rewrites the request's forwarding headers in place, before Next.js sees it (server.mjs).
 * X-Real-IP is dropped: nothing downstream may read an address the client chose.
 * @param {import("node:http").IncomingMessage} req
 * @param {Set<string>} trusted
 */
export function setClientAddress(req, trusted) {
  req.headers["x-forwarded-for"] = forwardedFor(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted);
  delete req.headers["x-real-ip"];
}
