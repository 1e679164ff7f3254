import path from "node:path";

/*
 * souk/module-edges: the storefront's domain modules (src/modules/<name>/) meet only through
 * shared code and each other's public face.
 *
 * - A module may import src/lib, src/components/ui, anything of its own, and of another module
 *   only `@/modules/<other>` (its index.ts) or `@/modules/<other>/server` (server-only exports).
 *   Never another module's components/, lib/, hooks/, templates/ or pages/.
 * - src/lib and src/components/ui are below every module: they import no module at all.
 * - Routes (src/app) may import any module's templates: they are the composition root.
 */

const SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/** The import as a path inside src ("modules/cart/lib/x"), or null for packages. */
function inSrc(file, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (!spec.startsWith(".")) return null;
  const abs = path.resolve(path.dirname(file), spec);
  const at = abs.indexOf(SRC);
  return at === -1
    ? null
    : abs
        .slice(at + SRC.length)
        .split(path.sep)
        .join("/");
}

/** @type {import("eslint").Rule.RuleModule} */
const moduleEdges = {
  meta: {
    type: "problem",
    docs: { description: "Domain modules import each other only through their public index" },
    messages: {
      internal:
        "'{{spec}}' is inside module '{{target}}': import '@/modules/{{target}}' (its public index.ts), or move shared code to src/lib or src/components/ui.",
      shared: "src/{{layer}} is shared by every module and must not import a module ('{{spec}}').",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(SRC);
    if (at === -1) return {};
    const self = file.slice(at + SRC.length).split(path.sep);
    const ownModule = self[0] === "modules" ? self[1] : null;
    const sharedLayer =
      self[0] === "lib" ? "lib" : self[0] === "components" && self[1] === "ui" ? "components/ui" : null;
    if (!ownModule && !sharedLayer) return {};

    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string") return;
      const target = inSrc(file, spec);
      if (!target) return;
      const parts = target.split("/");
      if (parts[0] !== "modules") return;
      if (sharedLayer) {
        context.report({ node: node.source, messageId: "shared", data: { layer: sharedLayer, spec } });
        return;
      }
      const other = parts[1];
      if (other === ownModule) return;
      const rest = parts.slice(2);
      if (rest.length === 0 || (rest.length === 1 && (rest[0] === "index" || rest[0] === "server"))) return;
      context.report({ node: node.source, messageId: "internal", data: { spec, target: other } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "module-edges": moduleEdges } };
