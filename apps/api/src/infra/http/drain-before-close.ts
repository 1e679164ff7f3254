import type { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** Longest an unread request body is drained after an early answer; past it the connection is cut. */
const DRAIN_MAX_MS = 10_000;
/** Most bytes of such a body read and discarded; a client sending more is cut (it may never stop). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * An answer sent before the request's body was read (a JSON body over the limit: 413; an upload
 * declared too large) asks for the connection to close, as the client may still be sending. Node
 * closes it the moment the answer is written, and the bytes still arriving make the kernel reset
 * the connection: a client still writing its body sees EPIPE or ECONNRESET and never reads the
 * answer. So such an answer is sent without `Connection: close`, the rest of the body is read and
 * discarded, and the connection is closed cleanly once both are done (or after DRAIN_MAX_MS or
 * DRAIN_MAX_BYTES, for a client that never finishes: then it is cut).
 */
export function registerDrainBeforeClose(app: FastifyInstance): void {
  app.addHook("onSend", (req, reply, payload, done) => {
    // Only a body refused for its size (other early answers, such as 415, keep Node's own close: the
    // answer carries no `Connection: close` here, and a client that reused the connection would be
    // cut), and only over a real connection (inject() in tests has none to drain).
    if (
      reply.statusCode === 413 &&
      reply.getHeader("connection") === "close" &&
      !req.raw.complete &&
      req.raw.socket instanceof Socket
    ) {
      reply.removeHeader("connection");
      closeAfterDrain(req.raw, reply.raw);
    }
    done(null, payload);
  });
}

function closeAfterDrain(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  let answered = false;
  let ended = false;
  const cut = setTimeout(() => socket.destroy(), DRAIN_MAX_MS);
  cut.unref();
  const closeWhenDone = () => {
    if (!answered || !ended) return;
    clearTimeout(cut);
    socket.end();
  };
  req.once("end", () => {
    ended = true;
    closeWhenDone();
  });
  res.once("finish", () => {
    answered = true;
    closeWhenDone();
  });
  socket.once("close", () => clearTimeout(cut));
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) socket.destroy();
  });
}
