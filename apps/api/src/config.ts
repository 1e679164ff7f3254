import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Runtime configuration, read once from the environment (see .env.example). */
export interface Config {
  /** PostgreSQL URL; empty means the embedded PGlite database in dataDir. */
  databaseUrl: string;
  /** Redis URL; empty means the in-process twins. */
  redisUrl: string;
  dataDir: string;
  host: string;
  port: number;
  /** production disables sandbox providers and dev endpoints. */
  production: boolean;
  logLevel: string;
  /** Public base URL of the storefront, used in links the API generates. */
  publicUrl: string;
  /** How long the job loop waits between polls when nothing was due (JOB_POLL_MS). */
  jobPollIntervalMs: number;
  /** Days raw flow events are kept before the retention job deletes them (FLOW_RETENTION_DAYS, at least 2). */
  flowRetentionDays: number;
  /** Customer-service hours in China time, "HH:MM-HH:MM" (CHAT_SERVICE_HOURS; spec: 7*8, every day 09:00-17:00). */
  chatServiceHours: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? "",
    redisUrl: env.REDIS_URL ?? "",
    dataDir: path.resolve(repoRoot, env.SOUK_DATA_DIR ?? "data"),
    host: env.API_HOST ?? "127.0.0.1",
    port: Number(env.API_PORT ?? 3001),
    production: env.NODE_ENV === "production" && env.SOUK_SANDBOX !== "1",
    logLevel: env.LOG_LEVEL ?? "info",
    publicUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${env.WEB_PORT ?? 3000}`,
    jobPollIntervalMs: Number(env.JOB_POLL_MS ?? 1000),
    // Aggregation reads yesterday's events after midnight, so fewer than 2 days could delete them first.
    flowRetentionDays: Math.max(2, Math.floor(Number(env.FLOW_RETENTION_DAYS ?? 30)) || 30),
    chatServiceHours: env.CHAT_SERVICE_HOURS ?? "09:00-17:00",
  };
}
