import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  AVATAR_MAX_BYTES,
  contentPreview,
  contentPreviewBody,
  merchantProduct,
  merchantProductBody,
  merchantProductDetail,
  merchantProductQuery,
  pageSchema,
  prodIdParams,
  prodStatusBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { imageTooLarge } from "../../infra/files/image.ts";
import { route } from "../../infra/http/route.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { uploadedBytes } from "../../infra/http/uploaded-file.ts";
import { merchantProductsOf } from "./products.ts";
import { requireStaff } from "../../infra/http/auth.ts";
import { recordOp } from "../staff/op-log.ts";

/** What the operation log keeps of a product save: each SKU's price and stock. */
function priceAndStock(body: { skus: { properties: string[]; price: number; stock: number }[] }) {
  return { skus: body.skus.map((k) => ({ properties: k.properties, price: k.price, stock: k.stock })) };
}

const tags = ["merchant"];

/** The shop's products on the merchant API `/m/`. */
export function merchantProductRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = merchantProductsOf(ctx);
    // One image of at most 2 MB; a larger declared body is refused before a byte is read (413).
    await acceptImageUploads(app, AVATAR_MAX_BYTES, imageTooLarge);

    route(
      app,
      {
        method: "POST",
        url: "/m/file/upload",
        staff: ["products", "marketing", "settings"],
        summary: "Upload a product image (multipart `file`, ≤ 2 MB) → re-encoded WebP path for pic/imgs",
        tags,
        response: z.object({ filePath: z.string() }),
      },
      async (_in, req) => ({ filePath: await svc.uploadImage(requireStaff(req), await uploadedBytes(req)) }),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/product/page",
        staff: ["products"],
        summary: "The shop's products with their SKUs, newest change first (?prodName= fragment, ?status=0|1)",
        tags,
        query: merchantProductQuery,
        response: pageSchema(merchantProduct),
      },
      async ({ query }, req) => svc.page(requireStaff(req), query, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/product",
        staff: ["products"],
        summary:
          "Create a product (off the shelf until put on it): category, brand, sales attributes, SKUs (fen), images, description",
        tags,
        body: merchantProductBody,
        response: z.object({ prodId: z.number() }),
      },
      async ({ body }, req) => {
        const staff = requireStaff(req);
        const made = await svc.create(staff, body, req.locale);
        await recordOp(ctx.database.db, staff, "product.create", made.prodId, priceAndStock(body));
        return made;
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/m/product/content-preview",
        staff: ["products"],
        summary: "The detail HTML as a save would keep it (sanitised), for the editor's preview; stores nothing",
        tags,
        body: contentPreviewBody,
        response: contentPreview,
      },
      async ({ body }) => ({ html: sanitizeRichText(body.content) }),
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/product/:prodId",
        staff: ["products"],
        summary: "One product of the shop in the shape the edit form sends back (enabled SKUs)",
        tags,
        params: prodIdParams,
        response: merchantProductDetail,
      },
      async ({ params }, req) => svc.detail(requireStaff(req), params.prodId),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/product/:prodId",
        staff: ["products"],
        summary: "Edit a product of the shop",
        tags,
        params: prodIdParams,
        body: merchantProductBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        const staff = requireStaff(req);
        await svc.update(staff, params.prodId, body, req.locale);
        await recordOp(ctx.database.db, staff, "product.update", params.prodId, priceAndStock(body));
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/m/product/:prodId/status",
        staff: ["products"],
        summary: "Put on (1) or take off (0) the shelf",
        tags,
        params: prodIdParams,
        body: prodStatusBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        const staff = requireStaff(req);
        await svc.setStatus(staff, params.prodId, body.status);
        await recordOp(ctx.database.db, staff, "product.status", params.prodId, { status: body.status });
        return null;
      },
    );
  };
}
