import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { systemRoutes } from "./system/routes.ts";

/** Every domain module's routes. Modules talk through each other's services, never tables. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(systemRoutes(ctx));
}
