/**
 * `npm run mall -- backup` / `restore` as an operator runs them: a real API process on the embedded
 * database (small demo mall), a backup taken through it while it runs and serves, a restore into an
 * empty data directory, and the order, ledger and product counts of both compared. Ctrl-C (SIGINT)
 * in the middle of a backup leaves no file. Uses ports 4515-4518.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../infra/db/client.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const base = process.env.TEST_DATABASE_URL ? 4517 : 4515;
const API_PORT = base;
const FAKE_PORT = base + 1;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "souk-backup-"));
const source = path.join(tmp, "source");
const env = (dataDir: string, port = API_PORT) => ({
  ...process.env,
  DATABASE_URL: "",
  REDIS_URL: "",
  SOUK_DATA_DIR: dataDir,
  API_PORT: String(port),
  SOUK_SEED: "0",
  LOG_LEVEL: "warn",
});

/** Runs a command of the CLI; resolves with its exit code and output. */
function run(args: string[], dataDir: string, onOutput?: (text: string, child: ChildProcess) => void) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: apiDir, env: env(dataDir) });
  let out = "";
  const take = (d: Buffer) => {
    out += String(d);
    onOutput?.(out, child);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, out })),
  );
}

async function counts(dataDir: string) {
  const db = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    const [c] = await db.query<{ orders: number; ledger: number; products: number }>(
      `select (select count(*) from orders)::int as orders, (select count(*) from wallet_ledger)::int as ledger,
              (select count(*) from products)::int as products`,
    );
    return c!;
  } finally {
    await db.close();
  }
}

let api: ChildProcess | undefined;
let fake: Server | undefined;
beforeAll(async () => {
  const seeded = await run(["src/seed/cli.ts", "--products", "30"], source);
  expect(seeded.code, seeded.out).toBe(0);
  // An upload the backup must carry (the files folder next to the database).
  fs.mkdirSync(path.join(source, "files/u"), { recursive: true });
  fs.writeFileSync(path.join(source, "files/u/proof.png"), Buffer.from("not really a png"));
}, 300_000);
afterAll(async () => {
  api?.kill("SIGKILL");
  fake?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("backup and restore of the embedded mall", () => {
  it("backs up through the running API, restores into an empty directory, and the counts match", async () => {
    api = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiDir,
      env: env(source),
      stdio: "ignore",
    });
    // A loaded CI machine can take a while to start the API under the TypeScript loader.
    const until = Date.now() + 180_000;
    while (
      !(await fetch(`http://127.0.0.1:${API_PORT}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until || api.exitCode !== null) throw new Error("the API did not become ready");
      await new Promise((r) => setTimeout(r, 200));
    }
    // The mall keeps serving while the snapshot is taken.
    let served = 0;
    let serving = true;
    const traffic = (async () => {
      while (serving) {
        const r = await fetch(`http://127.0.0.1:${API_PORT}/category/categoryInfo?parentId=0`);
        await r.arrayBuffer();
        if (r.ok) served++;
      }
    })();
    const file = path.join(tmp, "mall.tar");
    const b = await run(["src/cli/mall.ts", "backup", file], source);
    serving = false;
    await traffic;
    expect(b.code, b.out).toBe(0);
    expect(b.out).toMatch(/database [\d.]+ [kM]?B\/[\d.]+ [kM]?B \(\d+%\), [\d.]+ [kM]?B\/s/);
    expect(b.out).toContain("via the running API");
    expect(served).toBeGreaterThan(0);

    const stopped = new Promise((r) => api!.once("exit", r));
    api.kill("SIGTERM");
    await stopped;
    api = undefined;

    const target = path.join(tmp, "restored");
    const r = await run(["src/cli/mall.ts", "restore", file], target);
    expect(r.code, r.out).toBe(0);
    const before = await counts(source);
    const after = await counts(target);
    expect(before.products).toBe(30);
    expect(before.orders).toBeGreaterThan(0);
    expect(before.ledger).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(r.out).toContain(`${after.products} products, ${after.orders} orders, ${after.ledger} ledger entries`);
    expect(fs.readFileSync(path.join(target, "files/u/proof.png"), "utf8")).toBe("not really a png");

    // Restore refuses a directory that is not empty.
    const again = await run(["src/cli/mall.ts", "restore", file], target);
    expect(again.code).toBe(2);
    expect(await counts(target)).toEqual(before);
  }, 420_000);

  it("stops cleanly on Ctrl-C: no backup file, and says so", async () => {
    // A slow API: the database snapshot trickles in, so the interruption lands mid-transfer.
    fake = createServer((req, res) => {
      if (req.url === "/admin/login") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ code: "00000", msg: null, data: { token: "t" } }));
      }
      res.writeHead(200, { "content-type": "application/gzip", "content-length": String(1 << 20) });
      const timer = setInterval(() => res.write(Buffer.alloc(1024)), 50);
      res.on("close", () => clearInterval(timer));
    });
    await new Promise<void>((r) => fake!.listen(FAKE_PORT, "127.0.0.1", r));
    const file = path.join(tmp, "interrupted.tar");
    let sent = false;
    const b = await run(
      ["src/cli/mall.ts", "backup", file, "--api", `http://127.0.0.1:${FAKE_PORT}`],
      source,
      (out, child) => {
        if (!sent && /database \d+ kB\/1\.0 MB/.test(out)) {
          sent = true;
          child.kill("SIGINT");
        }
      },
    );
    expect(sent).toBe(true);
    expect(b.code, b.out).toBe(130);
    expect(b.out).toContain("Backup interrupted: nothing written");
    expect(fs.readdirSync(tmp).filter((f) => f.startsWith("interrupted") || f.startsWith(".souk-backup"))).toEqual([]);
  }, 60_000);
});
