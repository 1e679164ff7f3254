import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  lastedProdPageQuery,
  pageSchema,
  prodCard,
  prodInfoQuery,
  prodInfoView,
  prodListByTagIdQuery,
  prodTag,
  recommendListQuery,
  sitemapProductPage,
  sitemapQuery,
  sitemapShopPage,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { productServiceOf } from "./service.ts";
import { prodListByTagId, prodTagList } from "./tags.ts";

const tags = ["product"];

/** Product detail, recommendations, newest products, home product groups and sitemap data (mall4j dialect). Public. */
export function productRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const products = productServiceOf(ctx);
    route(
      app,
      {
        method: "GET",
        url: "/prod/prodInfo",
        summary: "Product detail: gallery, prices, SKUs, sales attributes, specs, sanitized content, shop, breadcrumb",
        description:
          "Off shelf, or its shop not open → A01100 with data {prodId, prodName, pic, shopId, status} for the off-shelf page. Deleted or unknown → A01000 (404).",
        tags,
        query: prodInfoQuery,
        response: prodInfoView,
      },
      async ({ query }, req) => products.prodInfo(query.prodId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/prod/recommendList",
        summary: "Recommendations: same leaf category, then same shop, best-selling first, never the product itself",
        tags,
        query: recommendListQuery,
        response: z.array(prodCard),
      },
      async ({ query }, req) => products.recommendList(query.prodId, query.size, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/prod/lastedProdPage",
        summary: "On-shelf products, newest first (page of product cards)",
        tags,
        query: lastedProdPageQuery,
        response: pageSchema(prodCard),
      },
      async ({ query }, req) => products.lastedProdPage(query, req.locale),
    );
    // The home's product groups, in the mall4j dialect (ADR 0013; these are their only names).
    route(
      app,
      {
        method: "GET",
        url: "/prod/tag/prodTagList",
        summary:
          "Home product groups (mall4j ProdTag): id, title in the request's language, seq, style; platform order",
        tags,
        response: z.array(prodTag),
      },
      async (_in, req) => prodTagList(ctx, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/prod/prodListByTagId",
        summary:
          "On-shelf products of a home product group in the group's order (page of product cards; unknown group → A01000)",
        tags,
        query: prodListByTagIdQuery,
        response: pageSchema(prodCard),
      },
      async ({ query }, req) => prodListByTagId(ctx, query.tagId, query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sitemap/products",
        summary: "Sitemap data: on-shelf products of open shops by id with updatedAt (size ≤ 5000)",
        tags: ["sitemap"],
        query: sitemapQuery,
        response: sitemapProductPage,
      },
      async ({ query }) => products.sitemapProducts(query),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sitemap/shops",
        summary: "Sitemap data: open shops by id with updatedAt (size ≤ 5000)",
        tags: ["sitemap"],
        query: sitemapQuery,
        response: sitemapShopPage,
      },
      async ({ query }) => products.sitemapShops(query),
    );
  };
}
