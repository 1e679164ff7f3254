import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { refunds, userAddresses, users } from "../infra/db/schema/index.ts";
import { addressServiceOf } from "../modules/address/service.ts";
import { checkoutServiceOf } from "../modules/checkout/service.ts";
import { orderServiceOf } from "../modules/order/service.ts";
import { payOrder } from "../workflows/pay-order.ts";
import { refundServiceOf } from "../modules/refund/service.ts";
import { generate } from "../modules/files/generators.ts";
import { proofStoreOf } from "../modules/refund/proof-store.ts";
import { inTransaction } from "./sql.ts";

/**
 * The after-sales part of the demo data, idempotent (safe at every start):
 * - a return address for every shop that has none;
 * - the 7-day no-reason return promise on three of every four products, once, on a catalogue
 *   seeded before the seed wrote it with the products (seed/index.ts);
 * - for the demo buyer, once: four cheap orders received from four shops, with an application in
 *   each state a buyer meets — waiting for the shop (with a proof photo, for
 *   /FilePreview?type=proof), accepted (waiting for the goods), refused (editable), refund success
 *   (back to the balance). The third order asked for a personal invoice, issued on receipt, so the
 *   invoice preview (/FilePreview?type=invoice) and its exchange can be shown at once.
 */
export async function ensureAfterSalesDemo(ctx: AppContext, opts: { demoOrders: boolean }): Promise<void> {
  const db = ctx.database.db;
  await db.execute(sql`
    insert into shop_return_addresses (shop_id, receiver, mobile, addr, province_id, city_id, area_id, detail)
    select s.shop_id, s.name_zh || ' 售后部', '1380013' || lpad((s.shop_id % 10000)::text, 4, '0'),
           '浙江省 杭州市 余杭区 文一西路 ' || (100 + s.shop_id) || ' 号 售后仓',
           33, 3301, 330110, '文一西路 ' || (100 + s.shop_id) || ' 号 售后仓'
      from shops s where not exists (select 1 from shop_return_addresses a where a.shop_id = s.shop_id)`);
  // Rewrites three of every four products of such a catalogue (150,000 rows of the bench's 200,000:
  // longer than the pool's statement timeout): on the seed's own connection with the timeout lifted
  // (seed/sql.ts).
  await inTransaction(ctx.database, (exec) =>
    exec(`update products set no_reason_return = 1
           where prod_id % 4 <> 0 and not exists (select 1 from products where no_reason_return = 1)`),
  );

  if (!opts.demoOrders) return;
  const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, "demo")).limit(1);
  if (!demo) return;
  const [has] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.userId, demo.userId));
  if (Number(has?.n ?? 0) > 0) return;
  const userId = demo.userId;
  const [addr] = await db
    .select({ id: userAddresses.addrId })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .limit(1);
  const addrId =
    addr?.id ??
    (await addressServiceOf(ctx).add(
      userId,
      {
        receiver: "演示买家",
        mobile: "13800000000",
        provinceId: 11,
        cityId: 1101,
        areaId: 110101,
        addr: "东长安街1号院",
      },
      "zh",
    ));
  // The four cheapest on-sale SKUs of four different shops.
  const picks = (
    await ctx.database.query<{ sku_id: number; prod_id: number; shop_id: number }>(
      `select distinct on (p.shop_id) k.sku_id, k.prod_id, p.shop_id
         from skus k join products p on p.prod_id = k.prod_id join shops s on s.shop_id = p.shop_id
        where p.status = 1 and k.status = 1 and s.status = 1 and k.stock > 5 and k.price between 100 and 20000
        order by p.shop_id, k.price, k.sku_id`,
    )
  ).slice(0, 4);
  if (picks.length < 4) return;
  const checkout = checkoutServiceOf(ctx);
  const orders = orderServiceOf(ctx);
  const after = refundServiceOf(ctx);
  const made: { orderNumber: string; orderItemId: number; shopId: number; prodId: number }[] = [];
  for (const [i, p] of picks.entries()) {
    const c = await checkout.confirm(
      userId,
      { buyNow: { prodId: Number(p.prod_id), skuId: Number(p.sku_id), count: 1 }, addrId },
      "zh",
    );
    const s = await checkout.submit(userId, {
      submitToken: c.submitToken,
      addrId,
      orderShopParams: [],
      ...(i === INVOICED ? { invoice: DEMO_INVOICE } : {}),
    });
    await payOrder(ctx, userId, s.payNo, 1);
    const orderNumber = s.orderNumbers[0]!;
    await orders.ship(Number(p.shop_id), "seed", orderNumber, "顺丰速运", `SF${orderNumber.slice(-10)}`);
    await orders.confirmReceipt(userId, orderNumber);
    const [item] = await ctx.database.query<{ order_item_id: number }>(
      "select i.order_item_id from order_items i join orders o on o.order_id = i.order_id where o.order_number = $1",
      [orderNumber],
    );
    made.push({
      orderNumber,
      orderItemId: Number(item!.order_item_id),
      shopId: Number(p.shop_id),
      prodId: Number(p.prod_id),
    });
  }
  const applyFor = (
    i: number,
    applyType: 1 | 2,
    reason: "quality" | "damaged" | "notWanted" | "wrongItem",
    desc: string,
    imgUrls: string[] = [],
  ) =>
    after.apply(
      userId,
      {
        orderNumber: made[i]!.orderNumber,
        orderItemId: made[i]!.orderItemId,
        applyType,
        refundCount: 1,
        refundAmount: 100,
        buyerReason: reason,
        buyerDesc: desc,
        imgUrls,
      },
      "zh",
    );
  const shop = (i: number) => `seed:shop:${made[i]!.shopId}`;
  await applyFor(0, 2, "quality", "收到后发现有划痕，申请退货退款", [await proofPhoto(ctx, userId, made[0]!.prodId)]);
  const accepted = await applyFor(1, 2, "wrongItem", "颜色与页面描述不符");
  await after.accept(made[1]!.shopId, shop(1), accepted.refundSn);
  const refused = await applyFor(2, 1, "notWanted", "不想要了");
  await after.refuse(made[2]!.shopId, shop(2), refused.refundSn, "商品已拆封使用，不支持仅退款，请选择退货退款");
  const done = await applyFor(3, 1, "damaged", "外包装破损");
  await after.accept(made[3]!.shopId, shop(3), done.refundSn);
}

/** The demo order (by position) that asked for an invoice, and its title (a person: no taxpayer ID). */
const INVOICED = 2;
const DEMO_INVOICE = { invoiceType: 1, headerType: 1, headerName: "演示买家", taxNumber: "" } as const;

/**
 * A proof photo "taken" by the demo buyer: the product's own generated picture, stored the way a
 * buyer's upload is (/p/file/upload: re-encoded, under an unguessable key). Drawn, not downloaded.
 */
async function proofPhoto(ctx: AppContext, userId: number, prodId: number): Promise<string> {
  const art = await generate(ctx, `prod/${prodId}.webp`);
  if (!art) throw new Error(`no art for product ${prodId}`);
  return proofStoreOf(ctx).store(userId, art);
}
