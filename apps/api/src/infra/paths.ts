import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API package's folder (apps/api), found by walking up from this module to the package.json
 * named @souk/api: the same answer from the TypeScript sources (src/infra) and from the built
 * bundle (dist), so the migrations, package.json and the data folder are found by both.
 */
export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository (or image) root: the default data folder lives here. */
export const repoRoot = path.resolve(apiRoot, "../..");

function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, "utf8")) as { name?: string }).name === "@souk/api")
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/api/package.json not found above ${from}`);
  }
}
