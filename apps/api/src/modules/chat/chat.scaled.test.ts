/**
 * Two real API processes on one PostgreSQL and one Redis: a buyer on one, the agent on the
 * other, talking live through Redis pub/sub; the agent's process is killed (-9) and restarted,
 * and what the buyer wrote meanwhile reaches the agent on resume, once. Needs TEST_DATABASE_URL
 * and TEST_REDIS_URL (skipped otherwise); uses ports 3152 and 3153.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "@souk/contract";
import { openTestDatabase } from "../../../test/harness.ts";
import { loadConfig } from "../../config.ts";
import { TokenStore } from "../../infra/auth/token-store.ts";
import { StaffTokenStore } from "../../infra/auth/staff-token-store.ts";
import { JobRunner } from "../../infra/jobs/runner.ts";
import { CatalogChanges } from "../../infra/cache/catalog-changes.ts";
import { MemoryKv } from "../../infra/kv/index.ts";
import { shopStaff, users } from "../../infra/db/schema/index.ts";
import { seed } from "../../seed/index.ts";
import { chatServiceOf } from "./service.ts";
import { connectChat, isMessage, type ChatClient } from "./test-support.ts";

const scaled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PORTS = [3152, 3153] as const;

async function startApi(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      API_PORT: String(port),
      SOUK_SEED: "0",
      CHAT_SERVICE_HOURS: "00:00-24:00",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API on ${port} did not start`);
}

describe.skipIf(!scaled)("two API processes on PostgreSQL + Redis", () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  const children: ChildProcess[] = [];
  let buyerToken = "";
  let staffToken = "";
  let shopId = 0;
  let conversationId = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    const ctx = {
      config: { ...loadConfig({}), chatServiceHours: "00:00-24:00" },
      database: db.database,
      tokens: new TokenStore(db.database.db),
      jobs: new JobRunner(db.database),
      catalogChanges: new CatalogChanges(),
      kv: new MemoryKv(),
    };
    await seed(ctx, { products: 20 });
    const [u] = await db.database.db.insert(users).values({ nickName: "scaled buyer" }).returning();
    buyerToken = (await ctx.tokens.issue(u!.userId)).token;
    const [staff] = await db.database.db.select().from(shopStaff).where(isNotNull(shopStaff.shopId)).limit(1);
    shopId = staff!.shopId!;
    staffToken = (await new StaffTokenStore(db.database.db).issue(staff!.staffId)).token;
    conversationId = (await chatServiceOf(ctx).open(u!.userId, shopId)).conversationId;
    await chatServiceOf(ctx).bus.close();
    for (const p of PORTS) children.push(await startApi(db.url!, p));
  }, 120_000);

  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    await db?.drop();
  });

  it("exchanges messages across processes and resumes after a kill -9 without loss or duplicates", async () => {
    const agentUrl = `ws://127.0.0.1:${PORTS[1]}/ua/im/agent?token=${staffToken}`;
    const me: ChatClient = await connectChat(`ws://127.0.0.1:${PORTS[0]}/ua/im/online`, { authorization: buyerToken });
    let agent: ChatClient = await connectChat(agentUrl);
    me.send({ op: "send", conversationId, message: { kind: 1, content: "from process A" } });
    const seen = (await agent.next(isMessage("from process A"))).data as ChatMessage;
    agent.send({ op: "send", conversationId, message: { kind: 1, content: "from process B" } });
    await me.next(isMessage("from process B"));

    // The agent's process dies; the buyer keeps writing (stored by process A).
    children[1]!.kill("SIGKILL");
    await agent.closed;
    for (const text of ["while away 1", "while away 2"]) {
      me.send({ op: "send", conversationId, message: { kind: 1, content: text } });
      await me.next(isMessage(text));
    }
    children[1] = await startApi(db.url!, PORTS[1]);
    agent = await connectChat(agentUrl);
    agent.send({ op: "resume", afterId: seen.messageId });
    await agent.next((f) => f.msgType === "resumed");
    const got = agent.frames.filter((f) => f.msgType === "message").map((f) => (f.data as ChatMessage).content);
    expect(got).toEqual(["from process B", "while away 1", "while away 2"]);
    // And live again after the restart.
    me.send({ op: "send", conversationId, message: { kind: 1, content: "back live" } });
    await agent.next(isMessage("back live"));
    me.close();
    agent.close();
  }, 60_000);
});
