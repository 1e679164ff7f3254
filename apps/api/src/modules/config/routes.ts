import type { FastifyPluginAsync } from "fastify";
import {
  loginConfig,
  paySwitch,
  pcWebConfig,
  serviceSwitch,
  termsDoc,
  termsQuery,
  webConfigQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { configServiceOf } from "./service.ts";

const tags = ["config"];

/** Platform web config, switches and the terms pages (spec parts 3 and 7). All public. */
export function configRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const config = configServiceOf(ctx);

    route(
      app,
      {
        method: "GET",
        url: "/webConfig/getPcWebConfig",
        summary:
          "PC web config (webConfigType=3): titles, welcome, logo, QR code, favicon, company info, copyright — both languages",
        tags,
        query: webConfigQuery,
        response: pcWebConfig,
      },
      async () => config.pcWebConfig(),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sys/config/info/getSysServiceSwitch",
        summary: "Whether the service terms and privacy policy links are shown",
        tags,
        response: serviceSwitch,
      },
      async () => config.serviceSwitch(),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sys/config/info/getSysLoginConfig",
        summary: "Which sign-in methods are open (account/SMS, QQ, WeChat)",
        tags,
        response: loginConfig,
      },
      async () => config.loginConfig(),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sys/config/info/getSysPaySwitch",
        summary: "Which payment methods are enabled (clients cache it 5 h)",
        tags,
        response: paySwitch,
      },
      async () => config.paySwitch(),
    );
    route(
      app,
      {
        method: "GET",
        url: "/sys/config/info/terms",
        summary: "Service terms (sts=0) or privacy policy (sts=1) in the request language, for /termsPage",
        tags,
        query: termsQuery,
        response: termsDoc,
      },
      async ({ query }, req) => {
        const doc = await config.terms(query.sts as 0 | 1, req.locale);
        if (!doc) throw notFound();
        return doc;
      },
    );
  };
}
