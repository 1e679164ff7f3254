import { createRequire } from "node:module";
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

/**
 * Structured logs: pino through Fastify's logger, one JSON line per event.
 *
 * - One line per request, when it completes: reqId (bound by Fastify), method, url,
 *   status, responseTime (ms) and userId when the request carried a valid token.
 * - Secrets never reach the log: the paths below are replaced by "[redacted]",
 *   wherever a log call puts them (headers, bodies, nested objects up to 3 levels); in URLs
 *   the query parameters of SECRET_QUERY_PARAMS are (the chat sockets take `?token=`, as in the
 *   spec, because a browser cannot set headers on a websocket), in our request lines and in
 *   Fastify's `req` serializer alike.
 * - pino-pretty only for a person at a terminal: stdout is a TTY and NODE_ENV is not
 *   production (pino-pretty is a dev dependency; without it the output stays JSON).
 */

const SECRET_KEYS = [
  "password",
  "passWord",
  "oldPassword",
  "newPassword",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
];

export const REDACT_PATHS = [
  "authorization",
  "cookie",
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
];

/** Query parameters whose values never reach the log (compared case-insensitively). */
export const SECRET_QUERY_PARAMS = ["token", "accesstoken", "refreshtoken", "password"];

/**
 * The URL with the values of secret query parameters replaced by "[redacted]"; everything else
 * (path, other parameters, their order and encoding) kept as received, so the line stays useful.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // a malformed name is compared as it is
      }
      return SECRET_QUERY_PARAMS.includes(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's request serializer (method, url, host, remote address), with the URL redacted. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrl(req.url),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export interface LoggerChoice {
  /** Force pretty output on or off (default: TTY and not production). */
  pretty?: boolean;
}

/** Pino options for Fastify's `logger`. */
export function loggerOptions(config: Config, choice: LoggerChoice = {}): Record<string, unknown> {
  const wantPretty =
    choice.pretty ?? (process.stdout.isTTY === true && !config.production && process.env.NODE_ENV !== "production");
  const prettyTarget = wantPretty ? resolveOptional("pino-pretty") : null;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { req: serializeRequest },
    ...(prettyTarget
      ? { transport: { target: prettyTarget, options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" } } }
      : {}),
  };
}

function resolveOptional(name: string): string | null {
  try {
    return createRequire(import.meta.url).resolve(name);
  } catch {
    return null;
  }
}

/**
 * Fastify writes two lines per request by default ("incoming request", "request
 * completed") and the completed one lacks method, url and the user. This controller
 * writes one flat line at completion instead; the incoming line drops to debug.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line: Record<string, unknown> = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (request.userId != null) line.userId = request.userId;
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
