import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { systemRoutes } from "./system/routes.ts";
import { accountRoutes } from "./account/routes.ts";
import { userRoutes } from "./user/routes.ts";
import { addressRoutes } from "./address/routes.ts";
import { collectionRoutes } from "./collection/routes.ts";
import { footprintRoutes } from "./footprint/routes.ts";
import { areaRoutes } from "./area/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { configRoutes } from "./config/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { filesRoutes } from "./files/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { shopRoutes } from "./shop/routes.ts";
import { cartRoutes } from "./cart/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { orderRoutes } from "./order/routes.ts";
import { paymentRoutes } from "./payment/routes.ts";
import { walletRoutes } from "./wallet/routes.ts";
import { invoiceRoutes } from "./invoice/routes.ts";
import { merchantRoutes } from "./merchant/routes.ts";
import { refundRoutes } from "./refund/routes.ts";
import { reviewRoutes } from "./review/routes.ts";
import { productRoutes } from "./product/routes.ts";
import { commentRoutes } from "./comment/routes.ts";
import { catalogEventsRoutes } from "./catalog-events/routes.ts";
import { flowRoutes } from "./flow/routes.ts";

/** Every domain module's routes. Modules talk through each other's services, never tables. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(systemRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(addressRoutes(ctx));
  await app.register(collectionRoutes(ctx));
  await app.register(footprintRoutes(ctx));
  await app.register(configRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(shopRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(productRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(catalogEventsRoutes(ctx));
  await app.register(areaRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(filesRoutes(ctx));
  // Cart, checkout, orders, payment, wallet (issue 5)
  await app.register(cartRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(walletRoutes(ctx));
  await app.register(invoiceRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(merchantRoutes(ctx));
  await app.register(flowRoutes(ctx));
  await app.register(refundRoutes(ctx));
}
