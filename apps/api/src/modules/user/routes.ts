import type { FastifyError, FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { AVATAR_MAX_BYTES, ORDER_COUNT_KEYS, setUserInfoBody, validationText } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { avatarTooLarge } from "./avatar.ts";
import { userServiceOf } from "./service.ts";

const tags = ["user"];
const userInfo = z.object({ userId: z.number(), nickName: z.string(), pic: z.string() });
const centerInfo = z.object({
  isSetPassword: z.boolean(),
  orderCountData: z.object(Object.fromEntries(ORDER_COUNT_KEYS.map((k) => [k, z.number()]))),
  shopStatus: z.number(),
  shopAuditStatus: z.number().nullable(),
  shopId: z.number().nullable(),
});

/** Profile part of the user center: `/p/user/userInfo`, `setUserInfo`, `centerInfo`, `/p/file/upload`. */
export function userRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const users = userServiceOf(ctx);
    // Multipart only in this plugin (encapsulated): one file of at most 2 MB, a few small fields.
    // One image of at most 2 MB; a larger declared body is refused before a byte is read (413).
    await acceptImageUploads(app, AVATAR_MAX_BYTES, avatarTooLarge);

    route(
      app,
      {
        method: "GET",
        url: "/p/user/userInfo",
        summary: "Nickname and avatar for the top bar",
        tags,
        response: userInfo,
      },
      async (_in, req) => users.userInfo(requireUser(req)),
    );

    route(
      app,
      {
        method: "PUT",
        url: "/p/user/setUserInfo",
        summary: "Set nickname (≤ 15) and avatar (a path from /p/file/upload)",
        tags,
        body: setUserInfoBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await users.setUserInfo(requireUser(req), body, req.locale);
        return null;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/user/centerInfo",
        summary: "User-center home: password set, order counts, shop status",
        tags,
        response: centerInfo,
      },
      async (_in, req) => users.centerInfo(requireUser(req)),
    );

    route(
      app,
      {
        method: "POST",
        url: "/p/file/upload",
        summary:
          "Upload an avatar (multipart field `file`; JPG/PNG/WEBP/GIF by content, ≤ 2 MB) → re-encoded WebP path",
        tags,
        response: z.object({ filePath: z.string() }),
      },
      async (_in, req) => {
        const userId = requireUser(req);
        if (!req.isMultipart()) throw fieldError("file", validationText("v.pic")!, req.locale);
        let bytes: Buffer | null = null;
        try {
          const part = await req.file();
          bytes = part ? await part.toBuffer() : null;
          // A streamed (chunked) body cut at the limit: the part says it was truncated.
          if (part?.file.truncated) throw avatarTooLarge();
        } catch (err) {
          if ((err as FastifyError).code === "FST_REQ_FILE_TOO_LARGE") throw avatarTooLarge();
          throw err;
        }
        if (!bytes || bytes.length === 0) throw fieldError("file", validationText("v.pic")!, req.locale);
        return { filePath: await users.uploadAvatar(userId, bytes) };
      },
    );
  };
}
