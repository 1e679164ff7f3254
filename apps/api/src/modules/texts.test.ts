import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The API's user-facing texts live in one place per module: `modules/<name>/texts.ts` ({zh, en}, like
 * seckill/texts.ts). This test is the API's counterpart of the storefront's messages test: every text
 * has both languages, non-empty, with the same {placeholders}; and no module writes a {zh, en} literal
 * anywhere else.
 */

const MODULES = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

const isTest = (f: string) => /\.test\.ts$|test-support\.ts$|test-fixtures\.ts$|fixtures\.ts$/.test(f);
const textFiles = sourceFiles(MODULES).filter((f) => path.basename(f) === "texts.ts");
const moduleName = (f: string) => path.relative(MODULES, f);

type Literal = { where: string; zh: string | null; en: string | null };

/** The object literals of a file with a `zh` or an `en` property whose values are written out (strings, templates). */
function literals(file: string): Literal[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: Literal[] = [];
  const textOf = (e: ts.Expression | undefined): string | null => {
    if (!e) return null;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isTemplateExpression(e)) return e.getText(sf).slice(1, -1);
    return null;
  };
  const visit = (n: ts.Node): void => {
    if (ts.isObjectLiteralExpression(n)) {
      const props = new Map<string, ts.Expression>();
      for (const p of n.properties)
        if (ts.isPropertyAssignment(p) && (p.name.getText(sf) === "zh" || p.name.getText(sf) === "en"))
          props.set(p.name.getText(sf), p.initializer);
      const zh = props.get("zh");
      const en = props.get("en");
      const written = [zh, en].some((e) => e !== undefined && textOf(e) !== null);
      if (written) {
        const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
        out.push({ where: `${moduleName(file)}:${line + 1}`, zh: textOf(zh), en: textOf(en) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** `{n}` placeholders filled at run time (refund's fill()), which both languages must share; `${expr}` may differ (8.5折 / 15% off). */
const placeholders = (s: string) => [...s.matchAll(/(?<!\$)\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("the API's texts", () => {
  it("are found in the modules' texts.ts files", () => {
    expect(textFiles.map(moduleName)).toContain(path.join("seckill", "texts.ts"));
    expect(textFiles.length).toBeGreaterThan(20);
  });

  it("have both languages, non-empty, with the same placeholders", () => {
    const bad: string[] = [];
    for (const file of textFiles)
      for (const t of literals(file)) {
        if (!t.zh?.trim() || !t.en?.trim()) bad.push(`${t.where}: ${JSON.stringify({ zh: t.zh, en: t.en })}`);
        else if (placeholders(t.zh).join() !== placeholders(t.en).join())
          bad.push(`${t.where}: placeholders differ (${t.zh} / ${t.en})`);
      }
    expect(bad).toEqual([]);
  });

  it("every exported text answers both languages when read (functions called with a sample number)", async () => {
    const bad: string[] = [];
    const check = (v: unknown, where: string): void => {
      if (typeof v === "function") return check((v as (...a: number[]) => unknown)(2, 3, 4), `${where}()`);
      if (typeof v !== "object" || v === null) return;
      const o = v as Record<string, unknown>;
      if ("zh" in o || "en" in o) {
        for (const l of ["zh", "en"] as const)
          if (typeof o[l] !== "string" || !(o[l] as string).trim()) bad.push(`${where}.${l}`);
        return;
      }
      for (const [k, x] of Object.entries(o)) check(x, `${where}.${k}`);
    };
    for (const file of textFiles) {
      const mod = (await import(file)) as Record<string, unknown>;
      // exported helpers such as coupon's reasonText(e) take domain values: their literals are checked above
      for (const [name, v] of Object.entries(mod)) if (typeof v !== "function") check(v, `${moduleName(file)} ${name}`);
    }
    expect(bad).toEqual([]);
  });

  it("are written nowhere else in the modules (a {zh, en} literal belongs in the module's texts.ts)", () => {
    const stray = sourceFiles(MODULES)
      .filter((f) => path.basename(f) !== "texts.ts" && !isTest(f))
      .flatMap((f) => literals(f).filter((t) => t.zh !== null && t.en !== null))
      // a composition of texts that already live in texts.ts (field name + text), not a text of its own
      .filter((t) => !(t.zh!.startsWith("${") && t.en!.startsWith("${")))
      .map((t) => t.where);
    expect(stray).toEqual([]);
  });
});
