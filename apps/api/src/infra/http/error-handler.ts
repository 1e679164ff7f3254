import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { defaultMessage, fail, type Locale } from "@souk/contract";
import { AppError } from "./app-error.ts";
import { RETRY_AFTER_SECONDS, isTransientOverload, sendUnavailable } from "./unavailable.ts";

/**
 * Every failure leaves as the envelope. Business errors carry their code and
 * status; malformed bodies answer A00003; rate limits B00016; timeouts and a saturated
 * pool 503 + Retry-After (unavailable.ts); anything else is
 * logged with the request id and answers A00005 without internals.
 *
 * The handler sends and returns nothing: a returned reply is a thenable, which Fastify would wrap
 * and watch until the response has finished — a cost on every refusal, and a flash-sale rush is
 * mostly refusals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply): void => {
    answer(error, req, reply);
  });

  app.setNotFoundHandler((req, reply) => {
    const locale = req.locale ?? "zh";
    const msg =
      locale === "en"
        ? `No such endpoint: ${req.method} ${req.url.split("?")[0]}`
        : `接口不存在：${req.method} ${req.url.split("?")[0]}`;
    return reply.status(404).send(fail("A00013", msg));
  });
}

function answer(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply): void {
  const locale = req.locale ?? "zh";
  if (error instanceof AppError) {
    sendAppError(reply, error, locale);
    return;
  }
  if (isTransientOverload(error)) {
    req.log.warn({ err: error }, "request refused: overloaded or a dependency is slow");
    sendUnavailable(reply, locale);
    return;
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 429) {
    reply.status(429).send(fail("B00016", defaultMessage("B00016", locale)));
  } else if (status === 415 || (error as FastifyError).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    reply.status(415).send(fail("A00003", defaultMessage("A00003", locale)));
  } else if (status === 413) {
    // A body over the limit: the connection closes once the rest of it has arrived (drain-before-close.ts).
    reply.status(413).send(fail("A00014", defaultMessage("A00014", locale)));
  } else if (status >= 400 && status < 500) {
    // Body parse failures, too-large bodies, bad content types.
    reply.status(status).send(fail("A00003", defaultMessage("A00003", locale)));
  } else {
    req.log.error({ err: error }, "unhandled error");
    reply.status(500).send(fail("A00005", defaultMessage("A00005", locale)));
  }
}

/**
 * A business refusal as the envelope, with its code's status. route() answers the AppErrors of its
 * handlers with this directly (no trip through Fastify's error path); the error handler does for
 * the rest (hooks, plugins).
 */
export function sendAppError(reply: FastifyReply, error: AppError, locale: Locale): void {
  // A refusal for an outage (the flash sale while Redis is down) asks the client to retry later.
  if (error.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  reply.status(error.status).send(fail(error.code, error.messageFor(locale), error.data));
}
