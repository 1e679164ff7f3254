import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The mall4j envelope's extra fields (reference mall4cloud-api.md, Appendix A: `ServerResponseEntity`):
 * every answer shaped `{code, msg, data, success}` also carries `fail` (always `!success`), `version`
 * (the dialect's version string, which mall4j clients log and never branch on) and `timestamp`
 * (milliseconds since the epoch, when the answer left). Our own clients read only code/success;
 * clients written for mall4j test `fail` first. See docs/adr/0013-mall4j-dialect-aliases.md.
 *
 * Objects are completed in a preSerialization hook; a handler that sends a JSON string it
 * serialized itself (a cached page, a proxied answer) is completed in onSend, so no envelope
 * leaves without the fields.
 */
export const MALL4J_VERSION = "mall4j.v230424";

interface EnvelopeLike {
  code: unknown;
  success: unknown;
  fail?: unknown;
}

function isEnvelope(v: unknown): v is EnvelopeLike & Record<string, unknown> {
  return (
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    typeof (v as EnvelopeLike).code === "string" &&
    typeof (v as EnvelopeLike).success === "boolean"
  );
}

export function withDialectFields<T extends { success: unknown }>(e: T, now = Date.now()) {
  return { ...e, fail: e.success !== true, version: MALL4J_VERSION, timestamp: now };
}

export function registerMall4jEnvelope(app: FastifyInstance): void {
  // Replies whose object payload went through preSerialization: their text needs no second look.
  const completed = new WeakSet<object>();
  // Callback-style hooks: no promise per response for synchronous work.
  app.addHook("preSerialization", (_req, reply, payload, done) => {
    if (!isEnvelope(payload)) return done(null, payload);
    completed.add(reply);
    done(null, withDialectFields(payload));
  });
  app.addHook("onSend", (_req, reply, payload, done) => {
    done(null, typeof payload !== "string" || completed.has(reply) ? payload : completeText(reply, payload));
  });
}

/** A JSON text a handler serialized itself, with the dialect's fields when it is an envelope without them. */
function completeText(reply: FastifyReply, payload: string): string {
  if (!String(reply.getHeader("content-type") ?? "").includes("json") || !payload.startsWith("{")) return payload;
  // ok()/fail() put `success` last: splice the fields in without parsing a large text (the area tree).
  const tail = /"success":(true|false)}$/.exec(payload);
  if (tail && payload.startsWith('{"code":')) {
    const success = tail[1] === "true";
    return `${payload.slice(0, -1)},"fail":${!success},"version":"${MALL4J_VERSION}","timestamp":${Date.now()}}`;
  }
  if (!payload.includes('"success"')) return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  return isEnvelope(parsed) && !("fail" in parsed) ? JSON.stringify(withDialectFields(parsed)) : payload;
}
