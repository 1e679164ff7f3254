import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  AVATAR_MAX_BYTES,
  brandBody,
  brandIdParams,
  catalogStatusBody,
  categoryCreateBody,
  categoryEditBody,
  categoryIdParams,
  categoryMoveBody,
  pageSchema,
  platformBrand,
  platformBrandQuery,
  platformCategory,
  platformProduct,
  platformProductQuery,
  prodIdParams,
  takedownBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { imageTooLarge } from "../../infra/files/image.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { uploadedBytes } from "../../infra/http/uploaded-file.ts";
import { platformCatalogOf } from "./platform-catalog.ts";
import { takeDownProduct } from "./takedowns.ts";

const tags = ["platform"];
const platform = ["catalog"] as const;

/** The platform console's catalog (`/admin/catalog/…`): categories, brands, every shop's products. */
export function platformCatalogRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = platformCatalogOf(ctx);
    await acceptImageUploads(app, AVATAR_MAX_BYTES, imageTooLarge);

    route(
      app,
      {
        method: "POST",
        url: "/admin/catalog/upload",
        platform,
        summary: "Upload a category picture or brand logo (multipart `file`, ≤ 2 MB) → re-encoded WebP path",
        tags,
        response: z.object({ filePath: z.string() }),
      },
      async (_in, req) => ({ filePath: await svc.uploadImage(requirePlatformStaff(req), await uploadedBytes(req)) }),
    );

    // ------------------------------------------------------------ categories
    route(
      app,
      {
        method: "GET",
        url: "/admin/catalog/categories",
        platform,
        summary: "The whole category tree, every status, with commission (basis points) and product counts",
        tags,
        response: z.array(platformCategory),
      },
      async () => svc.categoryTree(),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/catalog/categories",
        platform,
        summary: "Add a category under parentId (0: top level; at most three levels)",
        tags,
        body: categoryCreateBody,
        response: z.object({ categoryId: z.number() }),
      },
      async ({ body }, req) => ({ categoryId: await svc.createCategory(requirePlatformStaff(req), body, req.locale) }),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/categories/:categoryId",
        platform,
        summary: "Edit a category: names, picture, order, status, commission rate",
        tags,
        params: categoryIdParams,
        body: categoryEditBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.editCategory(requirePlatformStaff(req), params.categoryId, body);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/categories/:categoryId/status",
        platform,
        summary: "Enable (1) or disable (0) a category; a disabled one leaves the storefront with its subtree",
        tags,
        params: categoryIdParams,
        body: catalogStatusBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.setCategoryStatus(requirePlatformStaff(req), params.categoryId, body.status);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/categories/:categoryId/move",
        platform,
        summary: "Move a category under another parent of the grade above (A00042 otherwise)",
        tags,
        params: categoryIdParams,
        body: categoryMoveBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.moveCategory(requirePlatformStaff(req), params.categoryId, body.parentId, req.locale);
        return null;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/admin/catalog/categories/:categoryId",
        platform,
        summary: "Delete an empty category (with subcategories A00041, with products A00040: disable it instead)",
        tags,
        params: categoryIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await svc.deleteCategory(requirePlatformStaff(req), params.categoryId);
        return null;
      },
    );

    // ------------------------------------------------------------ brands
    route(
      app,
      {
        method: "GET",
        url: "/admin/catalog/brands",
        platform,
        summary: "Brands by seq, searched by Chinese or English name (?name=), of one status (?status=0|1)",
        tags,
        query: platformBrandQuery,
        response: pageSchema(platformBrand),
      },
      async ({ query }) => svc.brandPage(query),
    );
    route(
      app,
      {
        method: "POST",
        url: "/admin/catalog/brands",
        platform,
        summary: "Add a brand with its logo, names, first letter, order, status and categories",
        tags,
        body: brandBody,
        response: z.object({ brandId: z.number() }),
      },
      async ({ body }, req) => ({
        brandId: await svc.saveBrand(requirePlatformStaff(req), undefined, body, req.locale),
      }),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/brands/:brandId",
        platform,
        summary: "Edit a brand (its categories are replaced by the ones sent)",
        tags,
        params: brandIdParams,
        body: brandBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.saveBrand(requirePlatformStaff(req), params.brandId, body, req.locale);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/brands/:brandId/status",
        platform,
        summary: "Enable (1) or disable (0) a brand; a disabled one is no longer offered to shops nor shown in filters",
        tags,
        params: brandIdParams,
        body: catalogStatusBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await svc.setBrandStatus(requirePlatformStaff(req), params.brandId, body.status);
        return null;
      },
    );

    // ------------------------------------------------------------ products
    route(
      app,
      {
        method: "GET",
        url: "/admin/catalog/products",
        platform,
        summary:
          "Every shop's products (not deleted), last changed first: by name or id, shop name, category (any level), status (1, 0, takedown)",
        tags,
        query: platformProductQuery,
        response: pageSchema(platformProduct),
      },
      async ({ query }, req) => svc.productPage(query, req.locale),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/admin/catalog/products/:prodId/takedown",
        platform,
        summary:
          "Take a product off the shelf for a violation; the shop sees the reason and cannot list it again until it has edited it",
        tags,
        params: prodIdParams,
        body: takedownBody,
        response: z.null(),
      },
      async ({ params, body }, req) => {
        await takeDownProduct(ctx, requirePlatformStaff(req), params.prodId, body.reason);
        return null;
      },
    );
  };
}
