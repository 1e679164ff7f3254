import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  AVATAR_MAX_BYTES,
  RICH_TEXT_MAX,
  adminHotSearchBody,
  adminHotSearchOrderBody,
  adminHotSearchPage,
  adminHotSearchQuery,
  adminIdParams,
  adminNotice,
  adminNoticeBody,
  adminNoticePage,
  adminNoticeQuery,
  adminSwitches,
  adminSwitchesView,
  adminTermsBody,
  adminTermsDocs,
  adminTermsParams,
  adminWebConfigBody,
  pcWebConfig,
  type AdminTermsBody,
  type CatalogTag,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { imageTooLarge, reencodeImage } from "../../infra/files/image.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { uploadedBytes } from "../../infra/http/uploaded-file.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { CONFIG_KEYS, configServiceOf, type TermsConfig } from "../config/service.ts";
import { searchServiceOf } from "../search/service.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { AdminNotices } from "./admin-notices.ts";

const tags = ["platform"];
const platform = ["content"] as const;

const TERMS_KEY = { "0": CONFIG_KEYS.serviceTerms, "1": CONFIG_KEYS.privacyPolicy } as const;
const EMPTY_TERMS: AdminTermsBody = { titleZh: "", titleEn: "", contentZh: "", contentEn: "" };
const termsBody = (doc: TermsConfig | null): AdminTermsBody =>
  doc
    ? { titleZh: doc.zh.title, titleEn: doc.en.title, contentZh: doc.zh.content, contentEn: doc.en.content }
    : EMPTY_TERMS;

/**
 * The platform console's content area (`/admin/content/…`, permission `content`): notices, hot
 * words, web config, terms and switches. Every change is written with its operation-log entry in
 * one transaction, then the storefront's cache tag is bumped (notices → "notices", the rest →
 * "site"), so its pages follow within the catalog sync's interval (5 s).
 */
export function platformContentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const notices = new AdminNotices(ctx);
    const hot = searchServiceOf(ctx).hotWords;
    const config = configServiceOf(ctx);
    const db = ctx.database.db;
    /** The change and its log entry together, then the storefront's tag. */
    const change = async <T>(tag: CatalogTag, work: (tx: Tx) => Promise<T>): Promise<T> => {
      const out = await db.transaction(work);
      config.invalidate();
      await bumpCatalogVersion(ctx, tag);
      return out;
    };

    route(
      app,
      {
        method: "POST",
        url: "/admin/content/preview",
        platform,
        summary: "The HTML a save would keep (the same sanitizer as notices and terms), for the editor's preview",
        tags,
        body: z.object({ html: z.string().max(RICH_TEXT_MAX) }),
        response: z.object({ html: z.string() }),
      },
      async ({ body }, req) => {
        requirePlatformStaff(req);
        return { html: sanitizeRichText(body.html) };
      },
    );

    // ---- Notices ----------------------------------------------------------------------------
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/notices",
        platform,
        summary: "Platform notices, newest publish time first; keyword matches either title; state filter",
        tags,
        query: adminNoticeQuery,
        response: adminNoticePage,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return notices.page(query);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/notices/:id",
        platform,
        summary: "One platform notice as stored (A00045 when unknown)",
        tags,
        params: adminIdParams,
        response: adminNotice,
      },
      async ({ params }, req) => {
        requirePlatformStaff(req);
        return notices.get(params.id);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/content/notices",
        platform,
        summary: "Create a platform notice (HTML sanitized); the storefront's notices follow within seconds",
        tags,
        body: adminNoticeBody,
        response: adminNotice,
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const id = await change("notices", async (tx) => {
          const id = await notices.create(tx, body);
          await recordPlatformOp(tx, staff, "content.notice.create", id, { title: body.titleZh, status: body.status });
          return id;
        });
        return notices.get(id);
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/notices/:id",
        platform,
        summary: "Edit a platform notice (A00045 when unknown)",
        tags,
        params: adminIdParams,
        body: adminNoticeBody,
        response: adminNotice,
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        await change("notices", async (tx) => {
          await notices.update(tx, params.id, body);
          await recordPlatformOp(tx, staff, "content.notice.update", params.id, {
            title: body.titleZh,
            status: body.status,
          });
        });
        return notices.get(params.id);
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/admin/content/notices/:id",
        platform,
        summary: "Delete a platform notice (A00045 when unknown)",
        tags,
        params: adminIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        const staff = requirePlatformStaff(req);
        await change("notices", async (tx) => {
          const title = await notices.remove(tx, params.id);
          await recordPlatformOp(tx, staff, "content.notice.delete", params.id, { title });
        });
        return null;
      },
    );

    // ---- Hot searches -----------------------------------------------------------------------
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/hot-searches",
        platform,
        summary: "The platform's hot words in their order (seq, then id); keyword matches any of their texts",
        tags,
        query: adminHotSearchQuery,
        response: adminHotSearchPage,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return hot.page(query);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/content/hot-searches",
        platform,
        summary: "Add a hot word (A00047 when the same word exists)",
        tags,
        body: adminHotSearchBody,
        response: z.object({ hotSearchId: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const id = await change("site", async (tx) => {
          const id = await hot.create(tx, body);
          await recordPlatformOp(tx, staff, "content.hotSearch.create", id, { title: body.titleZh });
          return id;
        });
        return { hotSearchId: id };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/hot-searches/order",
        platform,
        summary: "Put the hot words in the given order (seq 10, 20, …)",
        tags,
        body: adminHotSearchOrderBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        await change("site", async (tx) => {
          await hot.reorder(tx, body.ids);
          await recordPlatformOp(tx, staff, "content.hotSearch.reorder", "hot-searches", { ids: body.ids });
        });
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/hot-searches/:id",
        platform,
        summary: "Edit a hot word: texts, order, enabled (A00046 unknown, A00047 duplicate)",
        tags,
        params: adminIdParams,
        body: adminHotSearchBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        await change("site", async (tx) => {
          await hot.update(tx, params.id, body);
          await recordPlatformOp(tx, staff, "content.hotSearch.update", params.id, {
            title: body.titleZh,
            status: body.status,
          });
        });
        return null;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/admin/content/hot-searches/:id",
        platform,
        summary: "Delete a hot word (A00046 when unknown)",
        tags,
        params: adminIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        const staff = requirePlatformStaff(req);
        await change("site", async (tx) => {
          const title = await hot.remove(tx, params.id);
          await recordPlatformOp(tx, staff, "content.hotSearch.delete", params.id, { title });
        });
        return null;
      },
    );

    // ---- Web config -------------------------------------------------------------------------
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/web-config",
        platform,
        summary: "The PC web config as stored (every field, both languages)",
        tags,
        response: pcWebConfig,
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return config.pcWebConfig();
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/web-config",
        platform,
        summary: "Replace the PC web config; the storefront's header, footer and title follow within seconds",
        tags,
        body: adminWebConfigBody,
        response: pcWebConfig,
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const before = await config.pcWebConfig();
        await change("site", async (tx) => {
          await config.set(CONFIG_KEYS.webPc, body, tx);
          const changed = (Object.keys(body) as (keyof typeof body)[]).filter((k) => before[k] !== body[k]);
          await recordPlatformOp(tx, staff, "content.webConfig.update", CONFIG_KEYS.webPc, { changed });
        });
        return config.pcWebConfig();
      },
    );
    await app.register(async (uploads) => {
      // One image of at most 2 MB; a larger declared body is refused before a byte is read (413).
      await acceptImageUploads(uploads, AVATAR_MAX_BYTES, imageTooLarge);
      const files = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
      route(
        uploads,
        {
          method: "POST",
          url: "/admin/content/upload",
          platform,
          summary:
            "Upload a site image (logo, QR code, favicon; multipart `file`, ≤ 2 MB) → WebP path under /files/site/",
          tags,
          response: z.object({ filePath: z.string() }),
        },
        async (_in, req) => {
          requirePlatformStaff(req);
          const key = `site/${randomBytes(16).toString("base64url")}.webp`;
          await files.write(key, await reencodeImage(await uploadedBytes(req), 800));
          return { filePath: `/files/${key}` };
        },
      );
    });

    // ---- Terms ------------------------------------------------------------------------------
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/terms",
        platform,
        summary: "The service terms and the privacy policy, both languages (empty when never saved)",
        tags,
        response: adminTermsDocs,
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return {
          service: termsBody(await config.get<TermsConfig>(CONFIG_KEYS.serviceTerms)),
          privacy: termsBody(await config.get<TermsConfig>(CONFIG_KEYS.privacyPolicy)),
        };
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/terms/:sts",
        platform,
        summary: "Replace the service terms (0) or the privacy policy (1); HTML sanitized",
        tags,
        params: adminTermsParams,
        body: adminTermsBody,
        response: adminTermsBody,
      },
      async ({ params, body }, req) => {
        const staff = requirePlatformStaff(req);
        const doc: TermsConfig = {
          zh: { title: body.titleZh, content: sanitizeRichText(body.contentZh) },
          en: { title: body.titleEn, content: sanitizeRichText(body.contentEn) },
        };
        const key = TERMS_KEY[params.sts];
        await change("site", async (tx) => {
          await config.set(key, doc, tx);
          await recordPlatformOp(tx, staff, "content.terms.update", key, { title: body.titleZh });
        });
        return termsBody(doc);
      },
    );

    // ---- Switches ---------------------------------------------------------------------------
    const switchesView = async () => {
      const stored = await config.storedSwitches();
      const available = config.oauthAvailable();
      return {
        serviceTermsSwitch: stored.serviceTermsSwitch,
        privacyPolicySwitch: stored.privacyPolicySwitch,
        loginOpen: stored.loginOpen,
        qqLoginOpen: stored.qqLoginOpen,
        wechatLoginOpen: stored.wechatLoginOpen,
        balancePay: stored.balancePay,
        wechatPay: stored.wechatPay,
        qqAvailable: available.qq,
        wechatAvailable: available.wechat,
      };
    };
    route(
      app,
      {
        method: "GET",
        url: "/admin/content/switches",
        platform,
        summary:
          "Terms links, third-party sign-in and payment switches as the operator set them, and which providers exist",
        tags,
        response: adminSwitchesView,
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return switchesView();
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/content/switches",
        platform,
        summary: "Save the switches; a terms link can be shown only once its document has text (A00048)",
        tags,
        body: adminSwitches,
        response: adminSwitchesView,
      },
      async ({ body }, req) => {
        const staff = requirePlatformStaff(req);
        const hasText = async (key: (typeof TERMS_KEY)["0" | "1"]) => {
          const doc = await config.get<TermsConfig>(key);
          return Boolean(doc?.zh.content.trim() && doc.en.content.trim());
        };
        if (
          (body.serviceTermsSwitch && !(await hasText(CONFIG_KEYS.serviceTerms))) ||
          (body.privacyPolicySwitch && !(await hasText(CONFIG_KEYS.privacyPolicy)))
        )
          throw new AppError("A00048");
        const before = await config.storedSwitches();
        await change("site", async (tx) => {
          await config.set(
            CONFIG_KEYS.serviceSwitch,
            { serviceTermsSwitch: body.serviceTermsSwitch, privacyPolicySwitch: body.privacyPolicySwitch },
            tx,
          );
          await config.set(
            CONFIG_KEYS.loginConfig,
            { loginOpen: body.loginOpen, qqLoginOpen: body.qqLoginOpen, wechatLoginOpen: body.wechatLoginOpen },
            tx,
          );
          // Alipay stays off: payment takes balance and WeChat only.
          await config.set(
            CONFIG_KEYS.paySwitch,
            { balancePay: body.balancePay, wechatPay: body.wechatPay, aliPay: false },
            tx,
          );
          const changed = Object.fromEntries(
            (Object.keys(body) as (keyof typeof body)[]).filter((k) => before[k] !== body[k]).map((k) => [k, body[k]]),
          );
          await recordPlatformOp(tx, staff, "content.switches.update", "switches", changed);
        });
        return switchesView();
      },
    );
  };
}
