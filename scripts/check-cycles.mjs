#!/usr/bin/env node
// `npm run check:cycles`: fails when a source file reaches itself through its imports, or when a
// module of the API does (apps/api/src/modules/<name>: module A uses B uses … A). The storefront's
// module cycles are printed, not yet enforced: its page templates compose other modules' pieces
// (shop pages show product tiles, product pages show the shop), which a page-kit layer will lift out.
// Tests and test helpers are left out of the module graph (they may reach across on purpose).
// Prints the module graph's size and depth, the figures ADR 0026/0051 keep an eye on.
import { parseCircular, parseDependencyTree } from "dpdm";

const GLOBS = ["apps/api/src/**/*.ts", "apps/web/src/**/*.{ts,tsx}", "packages/contract/src/**/*.ts"];
const tree = await parseDependencyTree(GLOBS, { transform: false, skipDynamicImports: false });

const fileCycles = parseCircular(tree);
for (const c of fileCycles) console.log(`file cycle: ${[...c, c[0]].join(" -> ")}`);

const isTest = (f) => /\.test\.tsx?$|test-support|\/test\//.test(f);
const moduleOf = (f) => /^(apps\/(?:api|web)\/src\/modules\/[^/]+)\//.exec(f)?.[1] ?? null;

/** Module -> modules it imports (outside tests). */
const graph = new Map();
for (const [file, deps] of Object.entries(tree)) {
  const from = moduleOf(file);
  if (!from || isTest(file) || !deps) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const d of deps) {
    const to = d.id ? moduleOf(d.id) : null;
    if (to && to !== from) graph.get(from).add(to);
  }
}

// Strongly connected components (Tarjan): any with more than one module is a module cycle.
let next = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const moduleCycles = [];
function visit(v) {
  index.set(v, next);
  low.set(v, next++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const scc = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    scc.push(w);
  } while (w !== v);
  if (scc.length > 1) moduleCycles.push(scc);
}
for (const v of graph.keys()) if (!index.has(v)) visit(v);
const apiCycles = moduleCycles.filter((c) => c[0].startsWith("apps/api/"));
for (const c of moduleCycles)
  console.log(
    `${c[0].startsWith("apps/api/") ? "module cycle" : "storefront module cycle (noted)"}: ${c.join(" <-> ")}`,
  );

// Depth: the longest chain of module imports (meaningful once there is no cycle).
const depth = new Map();
const levels = (v) => {
  if (depth.has(v)) return depth.get(v);
  depth.set(v, 1);
  let d = 1;
  for (const w of graph.get(v) ?? []) d = Math.max(d, 1 + levels(w));
  depth.set(v, d);
  return d;
};
for (const app of ["api", "web"]) {
  const mods = [...graph.keys()].filter((m) => m.startsWith(`apps/${app}/`));
  const edges = mods.reduce((n, m) => n + graph.get(m).size, 0);
  const cyclic = moduleCycles.some((c) => c[0].startsWith(`apps/${app}/`));
  const deepest = cyclic ? "n/a (cycles)" : Math.max(0, ...mods.map(levels));
  console.log(`${app}: ${mods.length} modules, ${edges} module edges, ${deepest} levels`);
}
console.log(
  `${Object.keys(tree).length} files: ${fileCycles.length} file cycles, ${apiCycles.length} API module cycles`,
);
process.exit(fileCycles.length + apiCycles.length > 0 ? 1 : 0);
