import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../infra/db/client.ts";

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** What a preview link grants: one page's draft, to one staff member, until `exp` (epoch ms). */
export interface PreviewGrant {
  renovationId: number;
  staffId: number;
  exp: number;
}

const KEY_NAME = "decoration.previewKey";

/**
 * The signing key, shared by every API process through sys_configs: the first process to need
 * it creates it (a random 32 bytes), the others read that one.
 */
export async function previewKey(db: Database): Promise<Buffer> {
  await db.query("insert into sys_configs (key, value) values ($1, $2::jsonb) on conflict (key) do nothing", [
    KEY_NAME,
    JSON.stringify(randomBytes(32).toString("base64")),
  ]);
  const [row] = await db.query<{ value: unknown }>("select value from sys_configs where key = $1", [KEY_NAME]);
  const v = typeof row?.value === "string" ? row.value : "";
  // jsonb may come back parsed (a string) or as its text ("\"…\"").
  return Buffer.from(v.startsWith('"') ? (JSON.parse(v) as string) : v, "base64");
}

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(`decoration-preview:${body}`).digest();

/** `<renovationId>.<staffId>.<exp>.<hmac>`: readable ids, unforgeable without the key. */
export function signPreview(key: Buffer, g: PreviewGrant): string {
  const body = `${g.renovationId}.${g.staffId}.${g.exp}`;
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** The grant of a token whose signature holds and which has not expired at `now`; null otherwise. */
export function verifyPreview(key: Buffer, token: string, now: number): PreviewGrant | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}`;
  const given = Buffer.from(m[4]!, "base64url");
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const g = { renovationId: Number(m[1]), staffId: Number(m[2]), exp: Number(m[3]) };
  return g.exp > now ? g : null;
}
