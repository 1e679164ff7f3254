import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { area, ok, provinceByIp } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { areaTree, provinceForIp } from "./service.ts";

const tags = ["area"];

/** Administrative divisions (spec part 7). Public; the tree never changes while the process runs. */
export function areaRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // ~3,500 nodes: serialise the envelope once instead of on every request.
    let treeJson: string | null = null;
    route(
      app,
      {
        method: "GET",
        url: "/area/administrativeDivision",
        summary: "Province → city → district tree (division codes as ids; Chinese names)",
        tags,
        response: z.array(area),
      },
      async (_input, _req, reply) => {
        treeJson ??= JSON.stringify(ok(areaTree()));
        return reply
          .header("cache-control", "public, max-age=86400")
          .type("application/json; charset=utf-8")
          .send(treeJson);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/area/provinceIdByUserIp",
        summary: "The province guessed from the caller's IP (no GeoIP data: always the default province, 44 广东省)",
        tags,
        response: provinceByIp,
      },
      async (_input, req) => provinceForIp(req.ip),
    );
  };
}
