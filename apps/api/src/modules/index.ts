import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { systemRoutes } from "./system/routes.ts";
import { backupRoutes } from "./system/backup-routes.ts";
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
import { filePreviewRoutes } from "./files/preview-routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { shopRoutes } from "./shop/routes.ts";
import { decorationRoutes } from "./decoration/routes.ts";
import { decorationPlatformRoutes } from "./decoration/platform-routes.ts";
import { decorationShopRoutes } from "./decoration/shop-routes.ts";
import { cartRoutes } from "./cart/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { orderRoutes } from "./order/routes.ts";
import { paymentRoutes } from "./payment/routes.ts";
import { giftCardRoutes } from "./giftcard/routes.ts";
import { memberRoutes } from "./member/routes.ts";
import { memberAdminRoutes } from "./member/admin-routes.ts";
import { walletAdminRoutes } from "./wallet/admin-routes.ts";
import { walletRoutes } from "./wallet/routes.ts";
import { rechargeRoutes } from "./recharge/routes.ts";
import { invoiceRoutes } from "./order/invoice-routes.ts";
import { merchantRoutes } from "./merchant/routes.ts";
import { staffShopRoutes } from "./staff/shop-routes.ts";
import { dashboardShopRoutes } from "./dashboard/shop-routes.ts";
import { reportShopRoutes } from "./dashboard/report-routes.ts";
import { shopSettingsShopRoutes } from "./shop/shop-routes.ts";
import { couponRoutes } from "./coupon/routes.ts";
import { merchantCouponRoutes } from "./coupon/merchant-routes.ts";
import { refundRoutes } from "./refund/routes.ts";
import { shopSettingsRoutes } from "./refund/shop-settings-routes.ts";
import { discountRoutes } from "./discount/routes.ts";
import { merchantDiscountRoutes } from "./discount/merchant-routes.ts";
import { seckillRoutes } from "./seckill/routes.ts";
import { merchantSeckillRoutes } from "./seckill/merchant-routes.ts";
import { groupBuyRoutes } from "./groupbuy/routes.ts";
import { merchantGroupBuyRoutes } from "./groupbuy/merchant-routes.ts";
import { reviewRoutes } from "./review/routes.ts";
import { productRoutes } from "./product/routes.ts";
import { merchantProdTagRoutes } from "./product/tag-routes.ts";
import { commentRoutes } from "./comment/routes.ts";
import { catalogEventsRoutes } from "./catalog-events/routes.ts";
import { flowRoutes } from "./flow/routes.ts";
import { chatRoutes } from "./chat/routes.ts";
import { platformRoutes } from "./platform/routes.ts";
import { shopApplyRoutes } from "./shop-apply/routes.ts";
import { platformShopRoutes } from "./shop-apply/platform-routes.ts";
import { merchantProductRoutes } from "./merchant/product-routes.ts";
import { pointsRoutes } from "./points/routes.ts";
import { pointsMallRoutes } from "./points-mall/routes.ts";
import { enterpriseRoutes } from "./enterprise/routes.ts";
import { freightRoutes } from "./freight/routes.ts";
import { merchantFreightRoutes } from "./freight/merchant-routes.ts";
import { dashboardPlatformRoutes } from "./dashboard/platform-routes.ts";
import { shopStatusNoticeRoutes } from "./shop-apply/merchant-routes.ts";
import { platformCatalogRoutes } from "./catalog/platform-routes.ts";
// Platform console — marketing
import { couponPlatformRoutes } from "./coupon/platform-routes.ts";
import { seckillPlatformRoutes } from "./seckill/platform-routes.ts";
import { giftCardPlatformRoutes } from "./giftcard/platform-routes.ts";
import { financePlatformRoutes } from "./finance/platform-routes.ts";
import { staffPlatformRoutes } from "./staff/platform-routes.ts";
import { platformMemberRoutes } from "./user/platform-routes.ts";
import { platformContentRoutes } from "./content/platform-routes.ts";

/** Every domain module's routes. Modules talk through each other's services, never tables. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(systemRoutes(ctx));
  await app.register(backupRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(addressRoutes(ctx));
  await app.register(collectionRoutes(ctx));
  await app.register(footprintRoutes(ctx));
  await app.register(configRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(shopRoutes(ctx));
  await app.register(decorationRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(productRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(catalogEventsRoutes(ctx));
  await app.register(areaRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(filesRoutes(ctx));
  await app.register(filePreviewRoutes(ctx));
  // Cart, checkout, orders, payment, wallet
  await app.register(cartRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(walletRoutes(ctx));
  await app.register(walletAdminRoutes(ctx));
  await app.register(rechargeRoutes(ctx));
  await app.register(giftCardRoutes(ctx));
  await app.register(memberRoutes(ctx));
  await app.register(memberAdminRoutes(ctx));
  await app.register(invoiceRoutes(ctx));
  await app.register(enterpriseRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(merchantRoutes(ctx));
  await app.register(staffShopRoutes(ctx));
  await app.register(dashboardShopRoutes(ctx));
  await app.register(reportShopRoutes(ctx));
  await app.register(shopSettingsShopRoutes(ctx));
  await app.register(flowRoutes(ctx));
  await app.register(couponRoutes(ctx));
  await app.register(merchantCouponRoutes(ctx));
  await app.register(platformRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(refundRoutes(ctx));
  await app.register(shopSettingsRoutes(ctx));
  await app.register(discountRoutes(ctx));
  await app.register(merchantDiscountRoutes(ctx));
  // Opening a store and the new shop's products
  await app.register(shopApplyRoutes(ctx));
  await app.register(platformShopRoutes(ctx));
  await app.register(merchantProductRoutes(ctx));
  // The shop's home product groups
  await app.register(merchantProdTagRoutes(ctx));
  await app.register(seckillRoutes(ctx));
  await app.register(merchantSeckillRoutes(ctx));
  // Points: ledger, expiry, points at checkout, the points mall
  await app.register(pointsRoutes(ctx));
  await app.register(pointsMallRoutes(ctx));
  // Group buy (ADR 0022)
  await app.register(groupBuyRoutes(ctx));
  await app.register(merchantGroupBuyRoutes(ctx));
  // Freight templates and order-message fields (ADR 0042)
  await app.register(freightRoutes(ctx));
  await app.register(merchantFreightRoutes(ctx));
  // Platform console — stores: the dashboard and the shop owner's status notice
  await app.register(dashboardPlatformRoutes(ctx));
  await app.register(shopStatusNoticeRoutes(ctx));
  await app.register(platformCatalogRoutes(ctx)); // platform console: catalog
  // Platform console — marketing
  await app.register(couponPlatformRoutes(ctx));
  await app.register(seckillPlatformRoutes(ctx));
  await app.register(giftCardPlatformRoutes(ctx));
  // Platform console: finance and reports, platform staff and the operation log (ADR 0049)
  await app.register(financePlatformRoutes(ctx));
  await app.register(staffPlatformRoutes(ctx));
  // Platform console: members
  await app.register(platformMemberRoutes(ctx));
  await app.register(platformContentRoutes(ctx)); // platform console: content
  await app.register(decorationShopRoutes(ctx)); // seller center: decoration editor
  await app.register(decorationPlatformRoutes(ctx)); // platform console: decoration editor
}
