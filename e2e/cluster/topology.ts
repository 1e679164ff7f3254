/**
 * The deploy/ topology on one machine without containers: nginx (Debian's, its own config, prefix
 * and pid under a temporary folder) in front of 2 storefront processes and 2 API processes on
 * loopback ports, on one PostgreSQL database and Redis. The storefronts' API_URL is nginx's
 * internal listener on the port the journeys' storefront build was made for (its /api rewrite).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2eApiPort } from "../support/ports";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));

const base = Number(process.env.CLUSTER_PORT_BASE ?? 3910);
export const ports = {
  public: base,
  web: [base + 1, base + 2],
  api: [base + 3, base + 4],
  apiLb: e2eApiPort,
};
export const publicUrl = `http://127.0.0.1:${ports.public}`;

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntil(url: string, ms: number, ok = (s: number) => s === 200): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (ok(status)) return;
    await sleep(200);
  }
  throw new Error(`${url} not ready within ${ms} ms`);
}

function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const keep = (d: Buffer) => {
    log.push(String(d));
    if (log.length > 200) log.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, exited, log };
}

export class Cluster {
  readonly apis: Proc[] = [];
  readonly webs: Proc[] = [];
  private nginxDir = "";
  /** The APIs' SOUK_DATA_DIR: uploaded files live on one volume every replica mounts. */
  readonly filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-cluster-files-"));
  constructor(
    readonly databaseUrl: string,
    readonly redisUrl: string,
  ) {}

  static buildApi(): void {
    const r = spawnSync(process.execPath, ["build.mjs", "--quiet"], {
      cwd: path.join(root, "apps/api"),
      stdio: "inherit",
    });
    if (r.status !== 0) throw new Error("API build failed");
  }

  async startApi(i: number): Promise<Proc> {
    const p = start(`api${i + 1}`, ["--max-semi-space-size=64", "dist/main.js"], path.join(root, "apps/api"), {
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      SOUK_DATA_DIR: this.filesDir,
      API_PORT: String(ports.api[i]),
      SOUK_SEED: "0",
      PUBLIC_URL: publicUrl,
      JOB_POLL_MS: "300",
      CHAT_SERVICE_HOURS: "00:00-24:00",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The burst below is 200 submits of one buyer: no per-route refusal in this test.
      MAX_IN_FLIGHT_PER_ROUTE: "0",
      MAX_EVENT_LOOP_DELAY_MS: "0",
    });
    this.apis[i] = p;
    await waitUntil(`http://127.0.0.1:${ports.api[i]}/readyz`, 60_000);
    return p;
  }

  async startWeb(i: number): Promise<Proc> {
    const p = start(
      `web${i + 1}`,
      ["server.mjs", "-H", "127.0.0.1", "-p", String(ports.web[i])],
      path.join(root, "apps/web"),
      {
        API_URL: `http://127.0.0.1:${ports.apiLb}`,
        WEB_TRUSTED_PROXIES: "127.0.0.1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    );
    this.webs[i] = p;
    await waitUntil(`http://127.0.0.1:${ports.web[i]}/readyz`, 90_000);
    return p;
  }

  /** SIGTERM, then the exit code (a drained process exits 0). */
  static async stop(p: Proc): Promise<number | null> {
    p.child.kill("SIGTERM");
    return p.exited;
  }

  startNginx(): void {
    if (!NGINX) throw new Error("nginx not found");
    this.nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "souk-nginx-"));
    // As deploy/compose.yaml: max_fails=0 (see the template's note on cascading "no live upstreams").
    const servers = (list: number[]) => list.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(" ");
    const site = fs
      .readFileSync(path.join(root, "deploy/nginx/souk.conf.template"), "utf8")
      .replaceAll("${SOUK_PUBLIC_LISTEN}", `127.0.0.1:${ports.public}`)
      .replaceAll("${SOUK_API_LISTEN}", `127.0.0.1:${ports.apiLb}`)
      .replaceAll("${SOUK_WEB_SERVERS}", servers(ports.web))
      .replaceAll("${SOUK_API_SERVERS}", servers(ports.api));
    const d = this.nginxDir;
    fs.writeFileSync(
      path.join(d, "nginx.conf"),
      `worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http {
  access_log ${d}/access.log;
  client_body_temp_path ${d}/body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
${site}
}
`,
    );
    const r = spawnSync(NGINX, ["-p", d, "-c", `${d}/nginx.conf`, "-e", `${d}/error.log`], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`nginx did not start: ${r.stderr}`);
  }

  nginxLog(): string {
    return fs.existsSync(`${this.nginxDir}/error.log`) ? fs.readFileSync(`${this.nginxDir}/error.log`, "utf8") : "";
  }

  async close(): Promise<void> {
    if (this.nginxDir) {
      const pidFile = `${this.nginxDir}/nginx.pid`;
      if (fs.existsSync(pidFile)) {
        const pid = Number(fs.readFileSync(pidFile, "utf8"));
        try {
          process.kill(pid, "SIGQUIT");
        } catch {
          /* gone */
        }
        for (let i = 0; i < 50 && fs.existsSync(pidFile); i++) await sleep(100);
      }
      fs.rmSync(this.nginxDir, { recursive: true, force: true });
    }
    for (const p of [...this.apis, ...this.webs]) if (p && p.child.exitCode === null) p.child.kill("SIGKILL");
    fs.rmSync(this.filesDir, { recursive: true, force: true });
  }
}
