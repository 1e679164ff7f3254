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

/** Named imports of an import clause (`{ a, b as c }`); null for default, namespace or mixed clauses. */
function namedImports(clause: string): string[] | null {
  const m = /^\s*(?:type\s+)?\{([^}]*)\}\s*$/.exec(clause);
  if (!m) return null;
  return (m[1] ?? "")
    .split(",")
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0] ?? "",
    )
    .filter(Boolean);
}

/**
 * The files an import reaches: through a module's barrel (`index.ts` made of `export { X } from
 * "./x"`), only the files exporting the names imported — a barrel import of a helper does not
 * render the module's components; anything else, the file itself.
 */
function barrelTargets(file: string, clause: string): string[] {
  const names = /[\\/]index\.tsx?$/.test(file) ? namedImports(clause) : null;
  if (!names) return [file];
  const src = fs.readFileSync(file, "utf8");
  const targets = new Set<string>();
  for (const name of names) {
    let found: string | null = null;
    for (const m of src.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s+["']([^"']+)["']/g)) {
      const exported = (m[1] ?? "").split(",").map((n) =>
        n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .pop(),
      );
      if (exported.includes(name)) found = resolveImport(file, m[2] ?? "");
    }
    if (!found) return [file];
    targets.add(found);
  }
  return [...targets];
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
      /(?:import|export)([^"';]*?)from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      const next = resolveImport(file, m[2] ?? m[3] ?? "");
      if (!next) continue;
      for (const target of barrelTargets(next, m[1] ?? "")) visit(target, isClient);
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

  it("sends no namespace the islands do not use (every message sent is in the HTML)", () => {
    const unused = (entries: string[], list: readonly string[]) => {
      const used = new Set(clientNamespaces(entries));
      return list.filter((ns) => !used.has(ns));
    };
    const chrome = [
      `${APP}/layout.tsx`,
      `${APP}/(catalog)/layout.tsx`,
      `${APP}/error.tsx`,
      `${APP}/not-found.tsx`,
      `${APP}/[...rest]/page.tsx`,
    ];
    expect(unused(chrome, SHELL_NAMESPACES)).toEqual([]);
    expect(unused([`${APP}/(home)/page.tsx`, `${APP}/(home)/layout.tsx`], HOME_NAMESPACES)).toEqual([]);
    expect(unused([`${APP}/(catalog)/list/page.tsx`, `${APP}/(catalog)/list/layout.tsx`], LIST_NAMESPACES)).toEqual([]);
    expect(
      unused([`${APP}/(catalog)/detail/[prodId]/page.tsx`, `${APP}/(catalog)/detail/not-found.tsx`], DETAIL_NAMESPACES),
    ).toEqual([]);
  });

  it("finds the namespaces a page's islands use (the check above can fail)", () => {
    expect(clientNamespaces([`${APP}/(catalog)/list/page.tsx`])).toContain("list");
    expect(clientNamespaces([`${APP}/(catalog)/detail/[prodId]/page.tsx`])).toEqual(
      expect.arrayContaining(["detail", "product"]),
    );
  });
});
