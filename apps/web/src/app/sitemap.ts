import { MAX_SITEMAP_PAGE } from "@souk/contract";
import type { MetadataRoute } from "next";
import { sitemapProductsEndpoint, sitemapShopsEndpoint } from "@/lib/api/endpoints/sitemap";
import { fetchOnServer } from "@/lib/api/server-client";
import { absoluteUrl } from "@/lib/seo/site-url";

/**
 * Rendered per request, so a build without the API never freezes an empty sitemap; the API
 * answers behind it are cached for an hour (and revalidated by the catalog tags).
 */
export const dynamic = "force-dynamic";
const revalidate = 3600;
const MAX_URLS = 50_000;

async function allPages<T>(load: (current: number) => Promise<{ records: T[]; pages: number } | null>): Promise<T[]> {
  const out: T[] = [];
  for (let current = 1; out.length < MAX_URLS; current++) {
    const page = await load(current);
    if (!page) break;
    out.push(...page.records);
    if (current >= page.pages) break;
  }
  return out.slice(0, MAX_URLS);
}

/**
 * /sitemap.xml: the catalog's public pages — home, lists, notices, policies, every open shop
 * and every on-shelf product (one URL per page: the language lives in a cookie).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, shops] = await Promise.all([
    allPages((c) => fetchOnServer(sitemapProductsEndpoint(c, MAX_SITEMAP_PAGE), "zh", revalidate)),
    allPages((c) => fetchOnServer(sitemapShopsEndpoint(c, MAX_SITEMAP_PAGE), "zh", revalidate)),
  ]);
  const fixed: MetadataRoute.Sitemap = [
    { url: absoluteUrl("/"), changeFrequency: "hourly", priority: 1 },
    { url: absoluteUrl("/list"), changeFrequency: "hourly", priority: 0.8 },
    { url: absoluteUrl("/list?st=1"), changeFrequency: "daily", priority: 0.7 },
    { url: absoluteUrl("/shopList"), changeFrequency: "daily", priority: 0.6 },
    { url: absoluteUrl("/notice-list"), changeFrequency: "daily", priority: 0.4 },
    { url: absoluteUrl("/termsPage?sts=0"), changeFrequency: "monthly", priority: 0.2 },
    { url: absoluteUrl("/termsPage?sts=1"), changeFrequency: "monthly", priority: 0.2 },
  ];
  return [
    ...fixed,
    ...shops.map((s) => ({
      url: absoluteUrl(`/shopIndex?sid=${s.shopId}`),
      lastModified: s.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
    ...products.map((p) => ({
      url: absoluteUrl(`/detail/${p.prodId}`),
      lastModified: p.updatedAt,
      changeFrequency: "daily" as const,
      priority: 0.7,
    })),
  ].slice(0, MAX_URLS);
}
