import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DECORATED_HEADER_NAMESPACES,
  DETAIL_NAMESPACES,
  HOME_NAMESPACES,
  LIST_NAMESPACES,
  SHELL_NAMESPACES,
} from "./client-namespaces";

const SRC = path.resolve(__dirname, "..");
const APP = "app/[locale]";

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The top-level message namespaces the client components below these files use: every file a
 * "use client" file imports runs in the browser too, and `useTranslations("ns")` there needs "ns"
 * in the client provider (`useTranslations()` then `t("ns.key")` counts as "ns").
 */
function clientNamespaces(entries: string[]): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string, client: boolean) => {
    if (seen.has(`${client}:${file}`)) return;
    seen.add(`${client}:${file}`);
    const src = fs.readFileSync(file, "utf8");
    const isClient = client || /^["']use client["']/m.test(src.slice(0, 200));
    if (isClient) {
      for (const m of src.matchAll(/useTranslations\(\s*(?:"([^"]*)")?\s*\)/g)) {
        if (m[1]) found.add(m[1].split(".")[0] ?? m[1]);
        else for (const k of src.matchAll(/\bt\("([A-Za-z]+)\./g)) found.add(k[1] ?? "");
      }
    }
    for (const m of src.matchAll(
      /(?:import|export)[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      const next = resolveImport(file, m[1] ?? m[2] ?? "");
      if (next) visit(next, isClient);
    }
  };
  for (const e of entries) visit(path.join(SRC, e), false);
  return [...found].sort();
}

const missing = (entries: string[], ...lists: readonly string[][]) => {
  const sent = new Set(lists.flat());
  return clientNamespaces(entries).filter((ns) => !sent.has(ns));
};

describe("client message namespaces", () => {
  it("the shell sends what the root layout's islands and the slimmed pages' chrome use", () => {
    const chrome = [
      `${APP}/layout.tsx`,
      `${APP}/(catalog)/layout.tsx`,
      `${APP}/error.tsx`,
      `${APP}/not-found.tsx`,
      `${APP}/[...rest]/page.tsx`,
    ];
    expect(missing(chrome, [...SHELL_NAMESPACES])).toEqual([]);
    // The home layout also renders the decorated header, inside its own provider.
    expect(missing([`${APP}/(home)/layout.tsx`], [...SHELL_NAMESPACES, ...DECORATED_HEADER_NAMESPACES])).toEqual([]);
  });

  it("home, list and detail add what their own islands use", () => {
    expect(
      missing([`${APP}/(home)/page.tsx`, `${APP}/(home)/newIndex/page.tsx`], [...SHELL_NAMESPACES, ...HOME_NAMESPACES]),
    ).toEqual([]);
    expect(
      missing(
        [
          `${APP}/(catalog)/list/layout.tsx`,
          `${APP}/(catalog)/list/page.tsx`,
          `${APP}/(catalog)/list/q/[key]/page.tsx`,
        ],
        [...SHELL_NAMESPACES, ...LIST_NAMESPACES],
      ),
    ).toEqual([]);
    expect(
      missing(
        [
          `${APP}/(catalog)/detail/page.tsx`,
          `${APP}/(catalog)/detail/[prodId]/page.tsx`,
          `${APP}/(catalog)/detail/not-found.tsx`,
        ],
        [...SHELL_NAMESPACES, ...DETAIL_NAMESPACES],
      ),
    ).toEqual([]);
  });

  it("finds the namespaces a page's islands use (the check above can fail)", () => {
    expect(clientNamespaces([`${APP}/(catalog)/list/page.tsx`])).toContain("list");
    expect(clientNamespaces([`${APP}/(catalog)/detail/[prodId]/page.tsx`])).toEqual(
      expect.arrayContaining(["detail", "product"]),
    );
  });
});
