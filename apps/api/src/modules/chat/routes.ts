import path from "node:path";
import websocket from "@fastify/websocket";
import { metricsOf } from "../../infra/http/metrics.ts";
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CHAT_AGENT_WS_PATH,
  CHAT_BUYER_WS_PATH,
  CHAT_FRAME_MAX,
  CHAT_IMAGE_MAX_BYTES,
  chatAgent,
  chatBuyerContext,
  chatConversation,
  chatHistoryQuery,
  chatMessage,
  conversationParams,
  footprintItem,
  openConversationBody,
  openedConversation,
  recentBrowseQuery,
  transferBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { footprintServiceOf } from "../footprint/service.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { imageTooLarge, notAnImage, storeChatImage } from "./image.ts";
import { chatServiceOf } from "./service.ts";
import { handleChatSocket, originAllowed } from "./socket.ts";
import { CHAT_TEXT } from "./texts.ts";

const tags = ["chat"];

function requireStaff(req: FastifyRequest) {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}

/** Customer-service chat: buyer REST under /p/, agent REST under /m/chat and /admin/chat, and the two sockets. */
export function chatRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const chat = chatServiceOf(ctx);
    const files = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
    app.addHook("onClose", async () => chat.bus.close());
    // One picture; a larger declared body is refused before it is read (uploads 413 at once).
    await acceptImageUploads(app, CHAT_IMAGE_MAX_BYTES, imageTooLarge, { fields: 2, parts: 3 });
    // Before @fastify/websocket's own preClose: a draining replica tells each page to reconnect
    // (1012 Service Restart); the page reconnects through the load balancer and resumes (shutdown.ts).
    app.addHook("preClose", async () => {
      for (const client of app.websocketServer.clients) client.close(1012, "server restarting");
    });
    await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX } });
    metricsOf(ctx).countWebsockets(() => app.websocketServer.clients.size);

    // The sockets: Origin checked before the upgrade (403), the token inside (code 10 on failure).
    const checkOrigin = async (req: FastifyRequest) => {
      if (!originAllowed(ctx, req.headers.origin)) throw new AppError("A00001", CHAT_TEXT.badOrigin, null, 403);
    };
    app.get(
      CHAT_BUYER_WS_PATH,
      { websocket: true, preValidation: checkOrigin, schema: { hide: true } },
      (socket, req) => handleChatSocket(ctx, socket, req, "buyer"),
    );
    app.get(
      CHAT_AGENT_WS_PATH,
      { websocket: true, preValidation: checkOrigin, schema: { hide: true } },
      (socket, req) => handleChatSocket(ctx, socket, req, "agent"),
    );

    // Buyer side.
    route(
      app,
      {
        method: "GET",
        url: "/p/user/conversations",
        summary: "The buyer's conversations with unread counts, newest first",
        tags,
        response: z.array(chatConversation),
      },
      async (_in, req) => chat.conversationsOfBuyer(requireUser(req), req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/user/conversations",
        summary: "Open (or find) the conversation with a shop; shopId 0 = platform customer service",
        tags,
        body: openConversationBody,
        response: openedConversation,
      },
      async ({ body }, req) => {
        const c = await chat.open(requireUser(req), body.shopId);
        return { conversationId: c.conversationId, shopId: c.shopId, online: await chat.anyoneOnline(c.shopId) };
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/conversations/messages",
        summary: "History of a conversation, older than beforeId (paging by message id), oldest first",
        tags,
        query: chatHistoryQuery,
        response: z.array(chatMessage),
      },
      async ({ query }, req) => {
        const c = await chat.ownConversation(requireUser(req), query.conversationId);
        return chat.history(c, query.beforeId, query.size);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/recentBrowse",
        summary: "Recently browsed products (to send as a card)",
        tags,
        query: recentBrowseQuery,
        response: z.array(footprintItem),
      },
      async ({ query }, req) => {
        const page = await footprintServiceOf(ctx).page(requireUser(req), { current: 1, size: query.size }, req.locale);
        return page.records.flatMap((d) => d.items);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/file/uploadImFile",
        summary: "Upload a chat picture (multipart field `file`, ≤ 2 MB, JPG/PNG/WEBP/GIF by content) → WebP path",
        tags,
        response: z.object({ filePath: z.string() }),
      },
      async (_in, req) => {
        requireUser(req);
        return { filePath: await storeChatImage(files, await readUpload(req)) };
      },
    );

    // Agent side: shop staff under /m/ (their shop's conversations), platform staff under /admin/
    // (the platform's, shopId 0). The auth hook admits each scope's tokens only on its own prefix.
    agentRoutes(app, "/m", (req) => requireStaff(req), "shop");
    agentRoutes(app, "/admin", (req) => ({ shopId: 0, staffId: requirePlatformStaff(req).staffId }), "platform");
  };
}

/** The agent REST routes of one scope: `prefix` /m (shop staff) or /admin (platform staff, shopId 0). */
function agentRoutes(
  app: FastifyInstance,
  prefix: "/m" | "/admin",
  agentOf: (req: FastifyRequest) => { shopId: number; staffId: number },
  who: "shop" | "platform",
): void {
  const chat = chatServiceOf(app.ctx);
  const files = new LocalFileStore(path.join(app.ctx.config.dataDir, "files"));
  route(
    app,
    {
      method: "GET",
      url: `${prefix}/chat/conversations`,
      staff: ["service"],
      platform: ["service"],
      summary: `The ${who}'s conversations (waiting and active)`,
      tags,
      response: z.array(chatConversation),
    },
    async (_in, req) => chat.conversationsOfShop(agentOf(req).shopId, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: `${prefix}/chat/messages`,
      staff: ["service"],
      platform: ["service"],
      summary: `History of a conversation of the ${who}`,
      tags,
      query: chatHistoryQuery,
      response: z.array(chatMessage),
    },
    async ({ query }, req) => {
      const c = await chat.shopConversation(agentOf(req).shopId, query.conversationId);
      return chat.history(c, query.beforeId, query.size);
    },
  );
  route(
    app,
    {
      method: "GET",
      url: `${prefix}/chat/context/:conversationId`,
      staff: ["service"],
      platform: ["service"],
      summary: `The buyer's context: recent browsing and orders (with this shop; all for the platform)`,
      tags,
      params: conversationParams,
      response: chatBuyerContext,
    },
    async ({ params }, req) => {
      const c = await chat.shopConversation(agentOf(req).shopId, params.conversationId);
      return chat.buyerContext(c, req.locale);
    },
  );
  route(
    app,
    {
      method: "GET",
      url: `${prefix}/chat/agents`,
      staff: ["service"],
      platform: ["service"],
      summary: `The ${who}'s agents and who is online`,
      tags,
      response: z.array(chatAgent),
    },
    async (_in, req) => chat.agents(agentOf(req).shopId),
  );
  route(
    app,
    {
      method: "POST",
      url: `${prefix}/chat/transfer`,
      staff: ["service"],
      platform: ["service"],
      summary: `Hand a conversation to another agent of the ${who}`,
      tags,
      body: transferBody,
      response: z.null(),
    },
    async ({ body }, req) => {
      const s = agentOf(req);
      await chat.transfer(s.shopId, s.staffId, body.conversationId, body.toStaffId);
      return null;
    },
  );
  route(
    app,
    {
      method: "POST",
      url: `${prefix}/file/uploadImFile`,
      staff: ["service"],
      platform: ["service"],
      summary: "Upload a chat picture as an agent → WebP path",
      tags,
      response: z.object({ filePath: z.string() }),
    },
    async (_in, req) => {
      agentOf(req);
      return { filePath: await storeChatImage(files, await readUpload(req)) };
    },
  );
}

async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw notAnImage();
  try {
    const part = await req.file();
    const bytes = part ? await part.toBuffer() : null;
    // A streamed (chunked) body cut at the limit: the part says it was truncated.
    if (part?.file.truncated) throw imageTooLarge();
    if (!bytes || bytes.length === 0) throw notAnImage();
    return bytes;
  } catch (err) {
    if ((err as FastifyError).code === "FST_REQ_FILE_TOO_LARGE") throw imageTooLarge();
    throw err;
  }
}
