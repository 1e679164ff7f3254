/**
 * The Content-Security-Policy of every storefront page (ADR 0015).
 *
 * A static policy without nonces: a nonce must be fresh per response, which forces every page into
 * dynamic rendering and would undo the cached catalog pages of ADR 0006. The price is
 * `script-src 'unsafe-inline'`, needed for the inline bootstrap/flight scripts Next.js writes into
 * every App Router page (`self.__next_f.push(...)`); everything else is locked down: no plugins, no
 * foreign scripts, styles, frames, forms or connections, no `<base>` hijack, no framing.
 * Same-origin WebSockets (the chat under /api) are covered by 'self'.
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'unsafe-eval' only for the development server (React's dev tooling); never in a build.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // Tailwind output is a file; style attributes (React `style={...}`) need 'unsafe-inline'.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The security headers next.config sends with every page and asset. */
export function securityHeaders({ dev }: { dev: boolean }): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  ];
}

/**
 * The one exception to "no frames": `/FilePreview` shows the buyer's own invoice PDF
 * (`/api/p/invoice/download/<n>?inline=1`, proxied to the API, which sends no framing policy) in a
 * frame, so that page may frame documents (and the PDF viewer, `object-src`) of this origin — still nothing
 * foreign, and it still cannot be framed itself (ADR 0024). Listed after the general rule in
 * next.config: for the same header key the later matching rule wins.
 */
export function filePreviewHeaders({
  dev,
}: {
  dev: boolean;
}): { source: string; headers: { key: string; value: string }[] }[] {
  // The browser's PDF viewer counts as a plugin: object-src too, this origin only.
  const policy = contentSecurityPolicy({ dev })
    .replace("frame-src 'none'", "frame-src 'self'")
    .replace("object-src 'none'", "object-src 'self'");
  return [{ source: "/FilePreview", headers: [{ key: "Content-Security-Policy", value: policy }] }];
}
