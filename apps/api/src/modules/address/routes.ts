import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { addressBody, addressView as address, addrIdParams, saveUserAreaBody, updateAddressBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { localizedRegions } from "./localized.ts";
import { addressServiceOf } from "./service.ts";

const commonRegion = z.object({
  areaId: z.number(),
  areaName: z.string(),
  areaType: z.number(),
  path: z.array(z.object({ areaId: z.number(), areaName: z.string(), areaType: z.number() })),
});

/** uc-address (`/p/address/*`) and the area picker's saved choices (`/p/area/*`). All login-required. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const addresses = addressServiceOf(ctx);
    const tags = ["address"];

    route(
      app,
      {
        method: "GET",
        url: "/p/address/list",
        summary: "The buyer's addresses, default first",
        tags,
        response: z.array(address),
      },
      async (_in, req) => (await addresses.list(requireUser(req))).map((a) => localizedRegions(a, req.locale)),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/address/addrInfo/:addrId",
        summary: "One of the buyer's addresses (404 for anyone else's)",
        tags,
        params: addrIdParams,
        response: address,
      },
      async ({ params }, req) => localizedRegions(await addresses.info(requireUser(req), params.addrId), req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/address/addAddr",
        summary: "Add an address (at most 20; the first is the default) → addrId",
        tags,
        body: addressBody,
        response: z.number(),
      },
      async ({ body }, req) => addresses.add(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/address/updateAddr",
        summary: "Edit an address",
        tags,
        body: updateAddressBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await addresses.update(requireUser(req), body, req.locale);
        return null;
      },
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/p/address/deleteAddr/:addrId",
        summary: "Delete an address (a deleted default passes to another)",
        tags,
        params: addrIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await addresses.remove(requireUser(req), params.addrId);
        return null;
      },
    );
    route(
      app,
      {
        method: "PUT",
        url: "/p/address/defaultAddr/:addrId",
        summary: "Make an address the default",
        tags,
        params: addrIdParams,
        response: z.null(),
      },
      async ({ params }, req) => {
        await addresses.makeDefault(requireUser(req), params.addrId);
        return null;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/area/commonRegions",
        summary: "The buyer's recent area choices (max 4, newest first)",
        tags: ["area"],
        response: z.array(commonRegion),
      },
      async (_in, req, reply) => {
        reply.header("vary", "Accept-Language");
        return addresses.commonRegions(requireUser(req), req.locale);
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/area/saveUserIpArea",
        summary: "Save an area choice: [provinceId, cityId?, areaId?]",
        tags: ["area"],
        body: saveUserAreaBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await addresses.saveUserArea(requireUser(req), body);
        return null;
      },
    );
  };
}
