import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  decorationCouponPickerQuery,
  decorationDraftBody,
  decorationDraftSaved,
  decorationMicroPagePickerQuery,
  decorationPageCreated,
  decorationPageDetail,
  decorationPageList,
  decorationPageNameBody,
  decorationPageParams,
  decorationPagesQuery,
  decorationPickerCategory,
  decorationPickerCoupon,
  decorationPickerFlashSession,
  decorationPickerMicroPage,
  decorationPickerProduct,
  decorationPickerShop,
  decorationPreviewLink,
  decorationProductPickerQuery,
  decorationPublishBody,
  decorationPublished,
  decorationShopCategoryQuery,
  decorationShopPickerQuery,
  decorationVersionList,
  decorationVersionParams,
  pageQuery,
  pageSchema,
  type PlatformPermission,
  type StaffPermission,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { decorationEditorOf, type Editor } from "./editor-service.ts";
import * as pickers from "./pickers.ts";

/** Who may use the editor under a prefix, and whose pages a request edits. */
export interface EditorScope {
  prefix: "/m/decoration" | "/admin/decoration";
  access: { staff: readonly StaffPermission[] } | { platform: readonly PlatformPermission[] };
  editorOf: (req: FastifyRequest) => Editor;
}

/**
 * The editor's routes, the same for the signed-in shop (`/m/decoration`) and the platform
 * (`/admin/decoration`): pages, drafts, publishing, versions, preview links and the pickers.
 */
export function editorRoutes(app: FastifyInstance, ctx: AppContext, scope: EditorScope): void {
  const editor = decorationEditorOf(ctx);
  const { prefix, access, editorOf } = scope;
  const tags = ["decoration"];
  const url = (path: string) => `${prefix}${path}`;

  route(
    app,
    {
      method: "GET",
      url: url("/pages"),
      ...access,
      summary: "The owner's decorated pages (the home page is created on first access), home first",
      tags,
      query: decorationPagesQuery,
      response: decorationPageList,
    },
    async ({ query }, req) => editor.pages(editorOf(req), query),
  );
  route(
    app,
    {
      method: "POST",
      url: url("/pages"),
      ...access,
      summary: "A new micro page, with an empty draft (buyers see it once published)",
      tags,
      body: decorationPageNameBody,
      response: decorationPageCreated,
    },
    async ({ body }, req) => editor.create(editorOf(req), body.name),
  );
  route(
    app,
    {
      method: "PUT",
      url: url("/pages/:id/name"),
      ...access,
      summary: "Renames a page",
      tags,
      params: decorationPageParams,
      body: decorationPageNameBody,
      response: z.null(),
    },
    async ({ params, body }, req) => {
      await editor.rename(editorOf(req), params.id, body.name);
      return null;
    },
  );
  route(
    app,
    {
      method: "DELETE",
      url: url("/pages/:id"),
      ...access,
      summary: "Deletes a micro page (the home page: A00066)",
      tags,
      params: decorationPageParams,
      response: z.null(),
    },
    async ({ params }, req) => {
      await editor.remove(editorOf(req), params.id);
      return null;
    },
  );
  route(
    app,
    {
      method: "GET",
      url: url("/pages/:id"),
      ...access,
      summary: "A page with its draft (stored form) and the draft's broken links",
      tags,
      params: decorationPageParams,
      response: decorationPageDetail,
    },
    async ({ params }, req) => editor.detail(editorOf(req), params.id, req.locale),
  );
  route(
    app,
    {
      method: "PUT",
      url: url("/pages/:id/draft"),
      ...access,
      summary: "Saves the draft based on baseRevision (stale: A00064 with who and when; another shop's item: A00067)",
      tags,
      params: decorationPageParams,
      body: decorationDraftBody,
      response: decorationDraftSaved,
    },
    async ({ params, body }, req) => editor.saveDraft(editorOf(req), params.id, body, req.locale),
  );
  route(
    app,
    {
      method: "POST",
      url: url("/pages/:id/publish"),
      ...access,
      summary: "Publishes the draft as a new version (broken links: A00065 listing them); buyers see it within 15 s",
      tags,
      params: decorationPageParams,
      body: decorationPublishBody,
      response: decorationPublished,
    },
    async ({ params, body }, req) => editor.publish(editorOf(req), params.id, body.baseRevision, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/pages/:id/versions"),
      ...access,
      summary: "The page's published versions, newest first",
      tags,
      params: decorationPageParams,
      query: pageQuery,
      response: decorationVersionList,
    },
    async ({ params, query }, req) => editor.versions(editorOf(req), params.id, query),
  );
  route(
    app,
    {
      method: "POST",
      url: url("/pages/:id/versions/:version/restore"),
      ...access,
      summary: "Publishes an earlier version again as a new version; the draft becomes it",
      tags,
      params: decorationVersionParams,
      response: decorationPublished,
    },
    async ({ params }, req) => editor.restore(editorOf(req), params.id, params.version),
  );
  route(
    app,
    {
      method: "POST",
      url: url("/pages/:id/preview"),
      ...access,
      summary: "A signed storefront link (30 min, this staff member only) showing the draft",
      tags,
      params: decorationPageParams,
      response: decorationPreviewLink,
    },
    async ({ params }, req) => editor.previewLink(editorOf(req), params.id),
  );

  // ---------------------------------------------------------------- pickers
  route(
    app,
    {
      method: "GET",
      url: url("/picker/products"),
      ...access,
      summary: "On-shelf products by name, category and shop (a shop: its own); `ids` looks given ones up",
      tags,
      query: decorationProductPickerQuery,
      response: pageSchema(decorationPickerProduct),
    },
    async ({ query }, req) => pickers.pickProducts(ctx, editorOf(req).shopId, query, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/shops"),
      ...access,
      summary: "Open shops by name (a shop: itself)",
      tags,
      query: decorationShopPickerQuery,
      response: pageSchema(decorationPickerShop),
    },
    async ({ query }, req) => pickers.pickShops(ctx, editorOf(req).shopId, query, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/coupons"),
      ...access,
      summary: "Coupons on offer (a shop: its own)",
      tags,
      query: decorationCouponPickerQuery,
      response: pageSchema(decorationPickerCoupon),
    },
    async ({ query }, req) => pickers.pickCoupons(ctx, editorOf(req).shopId, query, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/flash-sessions"),
      ...access,
      summary: "Flash-sale sessions running or ahead, soonest first",
      tags,
      response: z.array(decorationPickerFlashSession),
    },
    async () => pickers.pickFlashSessions(ctx),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/micro-pages"),
      ...access,
      summary: "Micro pages to link to: the owner's; the platform may list a shop's published ones",
      tags,
      query: decorationMicroPagePickerQuery,
      response: pageSchema(decorationPickerMicroPage),
    },
    async ({ query }, req) => pickers.pickMicroPages(ctx, editorOf(req).shopId, query),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/categories"),
      ...access,
      summary: "The platform's category tree (links to a product list)",
      tags,
      response: z.array(decorationPickerCategory),
    },
    async (_input, req) => pickers.pickCategories(ctx, req.locale),
  );
  route(
    app,
    {
      method: "GET",
      url: url("/picker/shop-categories"),
      ...access,
      summary: "A shop's categories (a shop: its own; the platform names the shop)",
      tags,
      query: decorationShopCategoryQuery,
      response: z.array(decorationPickerCategory),
    },
    async ({ query }, req) => {
      const own = editorOf(req).shopId;
      return pickers.pickShopCategories(ctx, own > 0 ? own : (query.shopId ?? 0), req.locale);
    },
  );
}
