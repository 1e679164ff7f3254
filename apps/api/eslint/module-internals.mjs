import path from "node:path";

/*
 * souk/module-internals: an API module's SQL stays its own.
 *
 * A module (src/modules/<name>/) talks to another through its services and public files; it never imports
 * another module's queries (`queries.ts`, `*-queries.ts`, `queries/…`), whose raw rows and statements are
 * private to the module that owns the tables. Tests and test-support files may reach anything.
 */

const MODULES = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;

function moduleOf(abs) {
  const at = abs.indexOf(MODULES);
  if (at === -1) return null;
  const parts = abs.slice(at + MODULES.length).split(path.sep);
  return parts.length > 1 ? { name: parts[0], rest: parts.slice(1) } : null;
}

const isQueries = (rest) =>
  rest[0] === "queries" || rest.some((p) => /(^|-)queries(\.[cm]?[jt]s)?$/.test(p.replace(/\.[cm]?[jt]s$/, "")));

/** @type {import("eslint").Rule.RuleModule} */
const moduleInternals = {
  meta: {
    type: "problem",
    docs: { description: "API modules never import another module's queries" },
    messages: {
      queries:
        "'{{spec}}' holds module '{{target}}''s SQL: call its service (or a read it publishes) instead of its queries.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.[cm]?[jt]s$|test-support|test-fixtures/.test(file)) return {};
    const self = moduleOf(file);
    if (!self) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = moduleOf(path.resolve(path.dirname(file), spec));
      if (!target || target.name === self.name || !isQueries(target.rest)) return;
      context.report({ node: node.source, messageId: "queries", data: { spec, target: target.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "module-internals": moduleInternals } };
