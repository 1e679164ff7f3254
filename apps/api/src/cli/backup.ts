import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase } from "../infra/db/client.ts";
import { DEMO_STAFF_PASSWORD } from "../seed/commerce.ts";
import { bytesUnit, interruptible, Interrupted, progress } from "./progress.ts";

/**
 * `npm run mall -- backup <file>` and `restore <file>`: the embedded mode's database and files.
 *
 * A backup is a tar of `souk-backup.json` (what it holds), `database.tar.gz` (PGlite's data
 * directory) and the `files/` and `private/` folders of SOUK_DATA_DIR (uploads, generated images,
 * refund proofs, shop documents). With the API running on the embedded database (it holds it: one
 * process only), the database snapshot comes from the API (`GET /admin/backup/database`, platform
 * staff), else the CLI opens the database itself. The snapshot is taken before the files are copied:
 * files are only ever added under new names, so every file the snapshot names is in the backup
 * (files uploaded meanwhile are extra, harmless).
 *
 * Restore needs an empty data directory and no API running on it; it unpacks the files, loads the
 * database and prints the order, ledger and product counts. PostgreSQL has its own tools: README.
 *
 * Ctrl-C stops either cleanly: a partial backup file or restored data directory is removed, and
 * what was done is said.
 */
export const BACKUP_USAGE = `usage:
  npm run mall -- backup <file> [--api <url>] [--user platform] [--password <password>]
  npm run mall -- restore <file>         into an empty SOUK_DATA_DIR, with the API stopped`;

const FOLDERS = ["files", "private"] as const;
const MANIFEST = "souk-backup.json";
const DATABASE = "database.tar.gz";

interface Manifest {
  format: 1;
  createdAt: string;
  database: { bytes: number; via: "api" | "direct" };
  files: number;
}

export async function backupCli(command: string, positional: string[], flags: Map<string, string>): Promise<number> {
  const [file] = positional;
  if (!file) return (console.error(BACKUP_USAGE), 2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (README, Backup and restore).");
    return 2;
  }
  try {
    return await interruptible((signal) =>
      command === "backup"
        ? backup(config, path.resolve(file), flags, signal)
        : restore(config, path.resolve(file), signal),
    );
  } catch (e) {
    if (e instanceof Interrupted || (e as { name?: string }).name === "AbortError") return 130;
    console.error(`${command} failed: ${(e as Error).message}`);
    return 1;
  }
}

async function backup(config: Config, file: string, flags: Map<string, string>, signal: AbortSignal): Promise<number> {
  const base = flags.get("api")?.replace(/\/$/, "") ?? `http://${config.host}:${config.port}`;
  const staging = fs.mkdtempSync(path.join(path.dirname(file), ".souk-backup-"));
  const partial = `${file}.partial`;
  try {
    const via = flags.has("api") || (await apiRunning(base)) ? "api" : "direct";
    const dbFile = path.join(staging, DATABASE);
    console.log(`Backing up ${config.dataDir} to ${file}`);
    const bytes =
      via === "api" ? await databaseFromApi(base, flags, dbFile, signal) : await databaseDirect(config, dbFile);
    signal.throwIfAborted();
    const files = FOLDERS.reduce((n, f) => n + countFiles(path.join(config.dataDir, f)), 0);
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database: { bytes, via }, files };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const present: string[] = [];
    for (const f of FOLDERS)
      if (fs.existsSync(path.join(config.dataDir, f))) {
        fs.symlinkSync(path.join(config.dataDir, f), path.join(staging, f));
        present.push(f);
      }
    const p = progress("files", files);
    await pipeline(
      tar.c(
        {
          cwd: staging,
          follow: true,
          portable: true,
          onWriteEntry: (e) => {
            if (e.type === "File" && FOLDERS.some((f) => e.path.startsWith(`${f}/`))) p.tick();
          },
        },
        [MANIFEST, DATABASE, ...present],
      ),
      fs.createWriteStream(partial),
      { signal },
    );
    fs.renameSync(partial, file);
    p.finish(
      `Backup written: ${file} (${bytesUnit(fs.statSync(file).size)}; database ${bytesUnit(bytes)} via ${via === "api" ? "the running API" : "the data directory"}, ${files} files)`,
    );
    return 0;
  } catch (e) {
    fs.rmSync(partial, { force: true });
    if (signal.aborted) console.log(`Backup interrupted: nothing written to ${file}.`);
    throw e;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function databaseFromApi(
  base: string,
  flags: Map<string, string>,
  to: string,
  signal: AbortSignal,
): Promise<number> {
  const login = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      userName: flags.get("user") ?? "platform",
      passWord: flags.get("password") ?? DEMO_STAFF_PASSWORD,
    }),
    signal,
  }).then((r) => r.json() as Promise<{ code: string; msg: string | null; data: { token: string } }>);
  if (login.code !== "00000") throw new Error(`platform sign-in at ${base}: ${login.code} ${login.msg ?? ""}`);
  const res = await fetch(`${base}/admin/backup/database`, { headers: { authorization: login.data.token }, signal });
  if (!res.ok || !res.body) throw new Error(`the API answered ${res.status}: ${await res.text()}`);
  const p = progress("database", Number(res.headers.get("content-length") ?? 0), bytesUnit);
  const body = Readable.fromWeb(res.body as never);
  body.on("data", (chunk: Buffer) => p.tick(chunk.length));
  await pipeline(body, fs.createWriteStream(to), { signal });
  p.finish(`Database snapshot received from ${base}`);
  return p.done;
}

async function databaseDirect(config: Config, to: string): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
  try {
    const dump = Buffer.from(await (await database.pglite!.dumpDataDir("gzip")).arrayBuffer());
    fs.writeFileSync(to, dump);
    console.log(`  database snapshot: ${bytesUnit(dump.length)}`);
    return dump.length;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string, signal: AbortSignal): Promise<number> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const dir = config.dataDir;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    console.error(`${dir} is not empty: restore only into an empty SOUK_DATA_DIR (move the old one away first).`);
    return 2;
  }
  if (await apiRunning(`http://${config.host}:${config.port}`)) {
    console.error(`An API answers on port ${config.port}: stop it before restoring.`);
    return 2;
  }
  const created = !fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true });
  try {
    let manifest: Manifest | null = null;
    const p = progress("files", 0);
    await pipeline(
      fs.createReadStream(file),
      tar.x({
        cwd: dir,
        onReadEntry: (e) => {
          if (e.path === MANIFEST) {
            let text = "";
            e.on("data", (d: Buffer) => (text += String(d)));
            e.on("end", () => {
              manifest = JSON.parse(text) as Manifest;
              p.total(manifest.files);
            });
          } else if (e.type === "File" && FOLDERS.some((f) => e.path.startsWith(`${f}/`))) p.tick();
        },
      }),
      { signal },
    );
    if (!manifest || !fs.existsSync(path.join(dir, DATABASE))) throw new Error(`${file} is not a Souk backup`);
    p.finish(`Files restored: ${p.done}`);
    console.log("  loading the database…");
    const database = await openDatabase({
      dataDir: path.join(dir, "pglite"),
      loadDataDir: new Blob([fs.readFileSync(path.join(dir, DATABASE))]),
    });
    try {
      const [c] = await database.query<{ orders: number; ledger: number; products: number }>(
        `select (select count(*) from orders)::int as orders, (select count(*) from wallet_ledger)::int as ledger,
                (select count(*) from products)::int as products`,
      );
      console.log(
        `Restored ${dir} from ${file} (taken ${(manifest as Manifest).createdAt}): ${c!.products} products, ${c!.orders} orders, ${c!.ledger} ledger entries, ${p.done} files.`,
      );
    } finally {
      await database.close();
    }
    fs.rmSync(path.join(dir, DATABASE));
    fs.rmSync(path.join(dir, MANIFEST));
    return 0;
  } catch (e) {
    // Half a data directory is worse than none: leave it empty as it was.
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { recursive: true, force: true });
    if (created) fs.rmSync(dir, { recursive: true, force: true });
    if (signal.aborted) console.log(`Restore interrupted: ${dir} left empty.`);
    throw e;
  }
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}

async function apiRunning(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(800) })).ok;
  } catch {
    return false;
  }
}
