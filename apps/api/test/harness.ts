import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import type { AppContext } from "../src/context.ts";
import { TokenStore } from "../src/infra/auth/token-store.ts";
import { openDatabase, type Database } from "../src/infra/db/client.ts";
import { JobRunner } from "../src/infra/jobs/runner.ts";
import { CatalogChanges } from "../src/infra/cache/catalog-changes.ts";
import { createKv, RedisKv, type Kv } from "../src/infra/kv/index.ts";
import { users } from "../src/infra/db/schema/index.ts";
import { withDatabase } from "./global-setup.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Creates a buyer and returns a real token from the token store. */
  login(nickName?: string): Promise<{ userId: number; token: string }>;
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file: PGlite from the template, or a cloned PostgreSQL database. */
export async function openTestDatabase(
  timeouts: { statementTimeoutMs?: number; poolWaitMs?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.SOUK_TEST_TEMPLATE_DB;
  if (serverUrl && template) {
    const name = `souk_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = withDatabase(serverUrl, name);
    const database = await openDatabase({ url, poolSize: 20, ...timeouts });
    return {
      database,
      /** Lets a test open a second pool on the same database (two API processes). */
      url,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tar = fs.readFileSync(path.join(process.env.SOUK_TEST_DIR!, "template.tar"));
  const database = await openDatabase({ loadDataDir: new Blob([tar]) });
  return { database, drop: () => database.close() };
}

/**
 * `extend` may add test-only routes before the app is sealed; `build` overrides buildApp options (default: no logger);
 * `config` overrides configuration (timeouts, limits) and `kv` the key-value store (e.g. a dead Redis).
 */
export async function createTestApp(
  extend?: (app: FastifyInstance) => void,
  build: BuildOptions = {},
  overrides: { config?: Partial<Config>; kv?: Kv } = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({}),
    dataDir: path.join(process.env.SOUK_TEST_DIR!, `files-${randomBytes(4).toString("hex")}`),
    // No load shedding unless a test asks for it: concurrency tests fire hundreds of requests at once.
    maxInFlight: 0,
    maxInFlightPerRoute: 0,
    maxInFlightHeavyRoute: 0,
    maxEventLoopDelayMs: 0,
    // Nor busy answers from waiting: a race of 200 submits on a loaded 2-core CI machine can wait longer than
    // production's 2 s for a pooled connection or 10 s for an answer; that is the machine, not the code under
    // test. The tests of those limits (timeouts, heavy-work) set their own.
    dbPoolWaitMs: 60_000,
    requestTimeoutMs: 120_000,
    ...overrides.config,
  };
  const { database, drop } = await openTestDatabase({
    statementTimeoutMs: config.dbStatementTimeoutMs,
    poolWaitMs: config.dbPoolWaitMs,
  });
  const ctx: AppContext = {
    config,
    database,
    // Tokens are not remembered across requests unless a test sets tokenCacheSeconds (ADR 0025).
    tokens: new TokenStore(database.db, { cacheSeconds: overrides.config?.tokenCacheSeconds ?? 0 }),
    // The loop is not started in tests: call ctx.jobs.runDueOnce() to run due jobs.
    jobs: new JobRunner(database, { backoffMs: () => 0 }),
    catalogChanges: new CatalogChanges(),
    // Redis when TEST_REDIS_URL is set (CI), under a prefix of its own that close() deletes.
    kv:
      overrides.kv ??
      createKv(process.env.TEST_REDIS_URL ?? "", { prefix: `souk-test:${randomBytes(6).toString("hex")}:` }),
  };
  const app = await buildApp(ctx, { logger: false, ...build });
  checkResponses(app);
  extend?.(app);
  await app.ready();
  let n = 0;
  return {
    app,
    ctx,
    async login(nickName = `buyer${++n}`) {
      const [u] = await database.db.insert(users).values({ nickName }).returning({ userId: users.userId });
      const { token } = await ctx.tokens.issue(u!.userId);
      return { userId: u!.userId, token };
    },
    async close() {
      await app.close();
      await ctx.jobs.stop();
      if (ctx.kv.strict instanceof RedisKv) await ctx.kv.strict.clearPrefix().catch(() => undefined);
      await ctx.kv.close();
      await drop();
    },
  };
}

/**
 * With SOUK_CHECK_RESPONSES=1, every successful JSON answer is parsed with the response schema its
 * route declares (route.ts keeps it in the route config for /docs only), and a mismatch is printed:
 * a check that the documented schemas say what the routes really answer.
 */
function checkResponses(app: FastifyInstance): void {
  if (!process.env.SOUK_CHECK_RESPONSES) return;
  app.addHook("onSend", async (req, _reply, payload) => {
    const schema = req.routeOptions.config?.contract?.response;
    if (!schema || typeof payload !== "string") return payload;
    let body: { code?: string; data?: unknown };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    if (body.code !== "00000") return payload;
    const r = schema.safeParse(body.data);
    if (!r.success)
      console.error(
        `RESPONSE MISMATCH ${req.method} ${req.routeOptions.url}: ${JSON.stringify(r.error.issues.slice(0, 5))}`,
      );
    return payload;
  });
}
