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
export function contentSecurityPolicy({
  dev,
  sameOriginFrames = false,
}: {
  dev: boolean;
  /** /FilePreview and the inline invoice it frames: frames of this origin only (see filePreviewHeaders). */
  sameOriginFrames?: boolean;
}): string {
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
    "frame-src": [sameOriginFrames ? "'self'" : "'none'"],
    "worker-src": ["'self'", "blob:"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [sameOriginFrames ? "'self'" : "'none'"],
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
 * (`/api/p/invoice/download/<n>?inline=1`) in a frame. Both sides allow frames of this origin only
 * — the page may frame same-origin documents, the PDF may be framed by a same-origin page — so
 * foreign sites still cannot frame either (ADR 0099). Listed after the general rule in
 * next.config: for the same header key the later matching rule wins.
 */
export function filePreviewHeaders({ dev }: { dev: boolean }): { source: string; headers: { key: string; value: string }[] }[] {
  const headers = [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, sameOriginFrames: true }) }];
  return [
    { source: "/FilePreview", headers },
    { source: "/api/p/invoice/download/:orderNumber", headers },
  ];
}
