/**
 * The storefront's public origin for canonical URLs, the sitemap and robots.txt (PUBLIC_URL,
 * as in .env.example). Pages are rendered once per locale and cached, so it cannot come from
 * the request.
 */
export function siteUrl(): URL {
  const raw = process.env.PUBLIC_URL?.trim() || "http://127.0.0.1:3000";
  try {
    return new URL(raw.endsWith("/") ? raw : `${raw}/`);
  } catch {
    return new URL("http://127.0.0.1:3000/");
  }
}

/** An absolute URL of a storefront path. */
export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ""), siteUrl()).href;
}
