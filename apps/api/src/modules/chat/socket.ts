import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  CHAT_RATE,
  ChatClose,
  ChatCode,
  chatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  isLocale,
  platformRoleMay,
  roleMay,
  type Locale,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { StaffTokenStore } from "../../infra/auth/staff-token-store.ts";
import { tokenOf } from "../../infra/http/auth.ts";
import { hashToken } from "../../infra/auth/token-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { chatServiceOf, shopChannel, userChannel, type BusEvent, type Party } from "./service.ts";
import { socketLimitsOf } from "./socket-limits.ts";
import { CHAT_TEXT } from "./texts.ts";

/**
 * Browsers always send Origin on a websocket handshake, and a page of another site could open one
 * with the buyer's cookie (cross-site websocket hijacking): a present Origin must be the
 * storefront's (PUBLIC_URL). Clients that are not browsers send none and still need a token.
 */
export function originAllowed(ctx: AppContext, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(ctx.config.publicUrl).origin;
  } catch {
    return false;
  }
}

function frame(socket: WebSocket, f: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
}

function notice(socket: WebSocket, code: string, text: { zh: string; en: string }, locale: Locale): void {
  frame(socket, { code, success: false, msgType: "notice", msg: text[locale] });
}

function messageFrame(m: ChatMessage): ChatServerFrame {
  return { code: ChatCode.OK, success: true, msgType: "message", data: m };
}

/** A fixed window per connection: at most CHAT_RATE.sends sends per window. */
function rateLimiter(): () => boolean {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= CHAT_RATE.windowMs) {
      windowStart = now;
      count = 0;
    }
    return ++count <= CHAT_RATE.sends;
  };
}

/**
 * Who is at the other end, from the handshake; null = code 10 and close, "offline" = a buyer
 * token that no longer signs anyone in (code 13). A buyer's `userId` must be the token's user.
 */
async function authenticate(
  ctx: AppContext,
  req: FastifyRequest,
  side: Party["side"],
): Promise<Party | "offline" | null> {
  const query = req.query as { token?: string; userId?: string };
  if (side === "buyer") {
    const token = query.token || tokenOf(req);
    if (!token) return null;
    const userId = await ctx.tokens.verify(token);
    if (userId === null) return "offline";
    if (query.userId !== undefined && query.userId !== String(userId)) return null;
    return { side, userId };
  }
  // Shop staff serve their shop's conversations; platform staff the platform's (shopId 0).
  const token = query.token || req.headers.authorization?.trim();
  if (!token) return null;
  const store = new StaffTokenStore(ctx.database.db);
  const staff = await store.verify(token);
  // Shop staff whose role includes customer service (the same rule as the /m/chat/ routes).
  if (staff) return roleMay(staff.role, ["service"]) ? { side, staffId: staff.staffId, shopId: staff.shopId } : null;
  const platform = await store.verifyPlatform(token);
  return platform && platformRoleMay(platform.role, ["service"])
    ? { side, staffId: platform.staffId, shopId: 0 }
    : null;
}

/**
 * One chat connection (buyer: the online-user path; agent: the console path). Contract:
 * - beyond the socket limits (socket-limits.ts: per process, per address, per party) a B00016
 *   notice says so and the socket closes with 1013; a closed socket gives its place back;
 * - no handshake token, or a userId that is not the token's user, gets code 10 and the socket
 *   closes (4001); a buyer token whose session ended gets code 13 "account offline" (4013), and so
 *   does an open socket at its next heartbeat once the session ends (sign-out, revocation);
 * - a buyer's new connection takes over: the buyer's other connections, on any process, get
 *   code 11 and close (4011) when they are of the same session (another page), code 14 "logged in
 *   elsewhere" (4014) when the new one signed in separately;
 * - frames are JSON `chatClientFrame`s; bad frames answer A00002, too many sends answer B00016;
 * - every stored message of the party's conversations arrives as code 00000 with the message in
 *   data; `resume` replays those after an id first (the client drops ids it already has).
 */
export async function handleChatSocket(ctx: AppContext, socket: WebSocket, req: FastifyRequest, side: Party["side"]) {
  // A browser cannot set Accept-Language on a websocket: the page says its language in ?lang=.
  const lang = (req.query as { lang?: string }).lang;
  const locale: Locale = isLocale(lang) ? lang : req.locale;
  const chat = chatServiceOf(ctx);
  const lease = socketLimitsOf(ctx).open(req.ip);
  if (typeof lease === "string") {
    notice(socket, "B00016", lease === "busy" ? CHAT_TEXT.socketsBusy : CHAT_TEXT.tooManySockets, locale);
    socket.close(ChatClose.TRY_AGAIN_LATER, lease);
    return;
  }
  socket.once("close", lease.release);
  // Frames that arrive while the handshake is checked are queued, not lost.
  const early: string[] = [];
  const queue = (data: unknown) => void early.push(String(data));
  socket.on("message", queue);
  const party = await authenticate(ctx, req, side).catch(() => null);
  if (party === "offline") {
    notice(socket, ChatCode.ACCOUNT_OFFLINE, CHAT_TEXT.accountOffline, locale);
    socket.close(ChatClose.ACCOUNT_OFFLINE, "account offline");
    return;
  }
  if (!party) {
    notice(socket, ChatCode.NO_USER, CHAT_TEXT.noUser, locale);
    socket.close(ChatClose.UNAUTHORIZED, "unauthorized");
    return;
  }
  // The buyer's session, to tell another page of it (11) from another sign-in (14), and to notice its end.
  const buyerToken = side === "buyer" ? (req.query as { token?: string }).token || tokenOf(req) : null;
  const session = buyerToken ? hashToken(buyerToken) : undefined;
  if (!lease.join(side === "buyer" ? `u${party.userId}` : `s${party.staffId}`)) {
    notice(socket, "B00016", CHAT_TEXT.tooManySockets, locale);
    socket.close(ChatClose.TRY_AGAIN_LATER, "party");
    return;
  }
  const connId = randomBytes(9).toString("base64url");
  const channel = side === "buyer" ? userChannel(party.userId!) : shopChannel(party.shopId!);
  let closed = false;
  const unsubscribe = await chat.bus.subscribe(channel, (payload) => {
    const e = payload as BusEvent;
    if (e.type === "message") frame(socket, messageFrame(e.message));
    else if (e.type === "takeover" && side === "buyer" && e.connId !== connId) {
      if (e.session !== undefined && e.session !== session) {
        notice(socket, ChatCode.LOGGED_IN_ELSEWHERE, CHAT_TEXT.loggedInElsewhere, locale);
        socket.close(ChatClose.LOGGED_IN_ELSEWHERE, "logged in elsewhere");
      } else {
        notice(socket, ChatCode.TAKEN_OVER, CHAT_TEXT.takenOver, locale);
        socket.close(ChatClose.TAKEN_OVER, "taken over");
      }
    } else if (e.type === "conversation" && side === "agent")
      frame(socket, { code: ChatCode.OK, success: true, msgType: "conversation", data: e });
  });
  // Registered before any further wait, and run at once when the client already left during the
  // handshake: a socket that closed early must not keep its subscription or its agent online.
  const cleanUp = () => {
    if (closed) return;
    closed = true;
    void unsubscribe();
    if (side === "agent") void chat.presenceDown(party.staffId!).catch(() => undefined);
  };
  socket.on("close", cleanUp);
  if (socket.readyState === socket.CLOSED) return cleanUp();
  if (side === "buyer")
    await chat.bus.publish(channel, { type: "takeover", connId, session } satisfies BusEvent).catch(() => undefined);
  else {
    await chat.presenceUp(party.staffId!, party.shopId!);
    if (closed) await chat.presenceDown(party.staffId!).catch(() => undefined);
  }
  let lastSeenWrite = Date.now();
  const allow = rateLimiter();

  const onFrame = async (raw: string) => {
    let parsed;
    try {
      parsed = chatClientFrame.safeParse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return notice(socket, "A00002", CHAT_TEXT.badFrame, locale);
    const f = parsed.data;
    if (f.op === "ping") {
      // A heartbeat checks the buyer's session: signed out or revoked elsewhere = code 13, closed.
      if (buyerToken && (await ctx.tokens.verify(buyerToken)) === null) {
        notice(socket, ChatCode.ACCOUNT_OFFLINE, CHAT_TEXT.accountOffline, locale);
        socket.close(ChatClose.ACCOUNT_OFFLINE, "account offline");
        return;
      }
      if (side === "agent" && Date.now() - lastSeenWrite > 15_000) {
        lastSeenWrite = Date.now();
        await chat.presenceSeen(party.staffId!);
      }
      return frame(socket, { code: ChatCode.OK, success: true, msgType: "pong" });
    }
    if (f.op === "resume") {
      for (const m of await chat.after(party, f.afterId)) frame(socket, messageFrame(m));
      return frame(socket, { code: ChatCode.OK, success: true, msgType: "resumed" });
    }
    if (f.op === "read") {
      const c =
        side === "buyer"
          ? await chat.ownConversation(party.userId!, f.conversationId)
          : await chat.shopConversation(party.shopId!, f.conversationId);
      return chat.markRead(c, side, f.messageId);
    }
    if (!allow()) return notice(socket, "B00016", CHAT_TEXT.tooFast, locale);
    const r = await chat.send(party, f, locale);
    // The sender's own copy carries its clientId; the bus copy (same id) is dropped by the client.
    frame(socket, messageFrame({ ...r.message, ...(f.clientId ? { clientId: f.clientId } : {}) }));
    if (r.notice) notice(socket, r.notice.code, r.notice.text, locale);
  };

  // One frame at a time, in order: a reply never overtakes an earlier one.
  let chain = Promise.resolve();
  const enqueue = (raw: string) => {
    chain = chain.then(() =>
      onFrame(raw).catch((err: unknown) => {
        if (err instanceof AppError) {
          const socketCode = (err.data as { socketCode?: string } | null)?.socketCode;
          notice(
            socket,
            socketCode ?? err.code,
            err.text ?? { zh: err.messageFor("zh"), en: err.messageFor("en") },
            locale,
          );
        } else {
          req.log.error({ err }, "chat frame failed");
          notice(socket, "A00005", CHAT_TEXT.serverError, locale);
        }
      }),
    );
  };
  socket.off("message", queue);
  socket.on("message", (data) => enqueue(String(data)));
  for (const raw of early) enqueue(raw);
}
