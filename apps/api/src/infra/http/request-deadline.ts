import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * Every request ends within `timeoutMs`: a request still unanswered past it answers
 * 503 + Retry-After through the error handler (FST_ERR_HANDLER_TIMEOUT, unavailable.ts), and a
 * response already started (a stream) is cut off; statement_timeout and the bounded pool wait stop
 * the database work behind it. The handler is not interrupted: what it sends later is ignored.
 *
 * This replaces Fastify's `handlerTimeout`, which costs every request an AbortController, a timer,
 * a close listener and, when the request body has been read, an abort with a DOMException — about
 * a tenth of a refused flash-sale attempt. Here one timer per app checks the requests
 * in flight every `timeoutMs / 10` (at most 250 ms), so a request ends between `timeoutMs` and
 * that much later. All requests have the same timeout, so the set is in deadline order and a check
 * stops at the first request not due. `request.signal` aborts only when the client goes away.
 *
 * Registered first, so the time of every later hook counts. Hijacked replies (websockets) and
 * replies already sent are left alone.
 */
export function registerRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  if (!(timeoutMs > 0)) return;
  /** Requests in flight, oldest first, with their reply and the time (performance.now()) they are due. */
  const inFlight = new Map<FastifyRequest, { reply: FastifyReply; due: number }>();

  app.addHook("onRequest", (req, reply, done) => {
    inFlight.set(req, { reply, due: performance.now() + timeoutMs });
    done();
  });
  app.addHook("onResponse", (req, _reply, done) => {
    inFlight.delete(req);
    done();
  });
  app.addHook("onRequestAbort", (req, done) => {
    inFlight.delete(req); // the client went away: nothing to answer
    done();
  });

  const check = () => {
    const now = performance.now();
    for (const [req, { reply, due }] of inFlight) {
      if (due > now) break;
      inFlight.delete(req);
      if (reply.sent) continue;
      const err = new errorCodes.FST_ERR_HANDLER_TIMEOUT(timeoutMs, req.routeOptions.url ?? req.url);
      if (reply.raw.headersSent) reply.raw.destroy(err);
      else reply.send(err);
    }
  };
  const timer = setInterval(check, Math.min(250, Math.max(10, Math.round(timeoutMs / 10))));
  timer.unref();
  app.addHook("onClose", (_app, done) => {
    clearInterval(timer);
    inFlight.clear();
    done();
  });
}
