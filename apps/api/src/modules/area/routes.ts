import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { area, ok, provinceByIp } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { areaTreeFor, provinceForIp } from "./service.ts";

const tags = ["area"];

/** Administrative divisions (spec part 7). Public; the tree never changes while the process runs. */
export function areaRoutes(_ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // ~3,500 nodes: serialise the envelope once instead of on every request.
    // One text per language (names follow Accept-Language, so caches must vary on it).
    const treeJson = new Map<string, string>();
    route(
      app,
      {
        method: "GET",
        url: "/area/administrativeDivision",
        summary:
          "Province → city → district tree (division codes as ids; names in Accept-Language: zh, or en in pinyin)",
        tags,
        response: z.array(area),
      },
      async (_input, req, reply) => {
        let json = treeJson.get(req.locale);
        if (!json) treeJson.set(req.locale, (json = JSON.stringify(ok(areaTreeFor(req.locale)))));
        return reply
          .header("cache-control", "public, max-age=86400")
          .header("vary", "Accept-Language")
          .type("application/json; charset=utf-8")
          .send(json);
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
      async (_input, req, reply) => {
        reply.header("vary", "Accept-Language");
        return provinceForIp(req.ip, req.locale);
      },
    );
  };
}
