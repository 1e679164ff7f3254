import { describe, expect, it } from "vitest";
import { localeRewrites, type Rewrite } from "./locale-rewrites";
import { QUERY_ROUTES } from "./query-routes";

/**
 * A small model of how Next applies `beforeFiles` rewrites: rules in order, `has` values anchored
 * with named groups, and the first rule whose destination is a page wins (every rewrite is
 * followed by a file-system check). Pages are given as patterns.
 */
const PAGES = [
  /^\/(zh|en)\/shopIndex(\/\d+){0,2}$/,
  /^\/(zh|en)\/termsPage(\/[01])?$/,
  /^\/(zh|en)\/(list|detail\/\d+)$/,
  /^\/(zh|en)\/notice-detail(\/\d+\/\d+)?$/,
  /^\/(zh|en)\/select-decorate(\/\d+){0,2}$/,
  /^\/(zh|en)\/__unknown-language$/,
];

function sourceMatches(rule: Rewrite, path: string): Record<string, string> | null {
  if (rule.source.startsWith("/:path(")) return path.startsWith("/api/") ? null : { path: path.slice(1) };
  return rule.source === path ? {} : null;
}

function resolve(rules: Rewrite[], url: string, cookies: Record<string, string> = {}): string | null {
  const u = new URL(url, "http://x");
  for (const rule of rules) {
    const params = sourceMatches(rule, u.pathname);
    if (!params) continue;
    let ok = true;
    for (const h of rule.has ?? []) {
      const v = h.type === "query" ? u.searchParams.get(h.key) : cookies[h.key];
      if (v === null || v === undefined) {
        ok = false;
        break;
      }
      if (h.value) {
        const m = new RegExp(`^${h.value}$`).exec(v);
        if (!m) {
          ok = false;
          break;
        }
        Object.assign(params, m.groups ?? {});
      }
    }
    if (!ok) continue;
    const dest = rule.destination.replace(/:(\w+)/g, (_, k: string) => params[k] ?? `:${k}`);
    if (PAGES.some((p) => p.test(dest))) return dest;
  }
  return null;
}

const rules = localeRewrites({
  locales: ["zh", "en"],
  defaultLocale: "zh",
  cookie: "language",
  queryRoutes: QUERY_ROUTES,
});

describe("query routes inside the locale rewrites", () => {
  it.each([
    ["/shopIndex?sid=2", {}, "/zh/shopIndex/2"],
    ["/shopIndex?sid=2&cid=9", {}, "/zh/shopIndex/2/9"],
    ["/shopIndex?cid=9&sid=2&x=1", {}, "/zh/shopIndex/2/9"],
    ["/shopIndex?sid=abc", {}, "/zh/shopIndex"],
    ["/shopIndex?sid=2", { language: "en" }, "/en/shopIndex/2"],
    ["/shopIndex?sid=2&lang=en", {}, "/en/shopIndex/2"],
    ["/shopIndex?sid=2&lang=zh", { language: "en" }, "/zh/shopIndex/2"],
    ["/shopIndex?sid=2&lang=xx", {}, "/zh/__unknown-language"],
    ["/termsPage?sts=1", {}, "/zh/termsPage/1"],
    ["/termsPage?sts=2", {}, "/zh/termsPage"],
    ["/notice-detail?id=5&shopId=0", {}, "/zh/notice-detail/0/5"],
    ["/notice-detail?id=5", { language: "en" }, "/en/notice-detail/0/5"],
    ["/select-decorate?renovationId=1&sid=2", {}, "/zh/select-decorate/1/2"],
    ["/select-decorate?renovationId=1", {}, "/zh/select-decorate/1"],
    ["/list?pn=x", {}, "/zh/list"],
    ["/detail/3", { language: "en" }, "/en/detail/3"],
  ] as const)("%s %j → %s", (url, cookies, expected) => {
    expect(resolve(rules, url, cookies)).toBe(expected);
  });

  it("anchored patterns refuse trailing garbage", () => {
    expect(resolve(rules, "/shopIndex?sid=2x")).toBe("/zh/shopIndex");
    expect(resolve(rules, "/shopIndex?sid=12345678901")).toBe("/zh/shopIndex");
  });
});
