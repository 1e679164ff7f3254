import type { Metadata } from "next";
import { absoluteUrl } from "./site-url";

/**
 * Per-page title, description and canonical URL. `path` is the page's public URL (the spec's
 * path and query, e.g. "/shopIndex?sid=2"): one canonical URL per page whatever the language,
 * which lives in a cookie, not in the URL.
 */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
  image,
}: {
  title?: string;
  description?: string;
  path: string;
  noindex?: boolean;
  image?: string;
}): Metadata {
  const canonical = absoluteUrl(path);
  const desc = description ? description.replace(/\s+/g, " ").trim().slice(0, 160) : undefined;
  return {
    ...(title ? { title } : {}),
    ...(desc ? { description: desc } : {}),
    alternates: { canonical },
    openGraph: {
      url: canonical,
      ...(title ? { title } : {}),
      ...(desc ? { description: desc } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
