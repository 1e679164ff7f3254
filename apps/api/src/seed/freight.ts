import type { AppContext } from "../context.ts";
import { freightServiceOf } from "../modules/freight/service.ts";

/**
 * Demo freight templates (ADR 0042), one shop per case, idempotent (a shop with a template keeps
 * it). The self-run shop 1 keeps the mall's rule (free from ¥99, else ¥8).
 * - shop 2: free shipping over ¥199, else ¥10 an order;
 * - shop 3: no delivery to Tibet, Xinjiang, Hong Kong, Macau and Taiwan; ¥20 to the far west,
 *   ¥8 elsewhere, free from ¥99; and an optional order-message field (setup needs);
 * - shop 4: by the item — ¥6 the first, ¥3 each further one, never free;
 * - shop 8 (fresh food): by weight (ADR 0044) — ¥10 the first kilogram, ¥4 each further 0.5 kg, ¥15
 *   the first kilogram to the far west, free from ¥299; its SKUs weigh 0.5-2.25 kg.
 */
export async function ensureFreightDemo(ctx: AppContext): Promise<void> {
  const svc = freightServiceOf(ctx);
  const demo: [number, Parameters<typeof svc.create>[1]][] = [
    [
      2,
      {
        name: "满199包邮",
        isDefault: 1,
        chargeType: 0,
        freeOver: 19_900,
        defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 1, addFee: 0 },
        regionRules: [],
        noDeliveryAreaIds: [],
      },
    ],
    [
      3,
      {
        name: "偏远地区不配送",
        isDefault: 1,
        chargeType: 0,
        freeOver: 9900,
        defaultRule: { firstUnit: 1, firstFee: 800, addUnit: 1, addFee: 0 },
        regionRules: [{ areaIds: [15, 62, 63, 64], firstUnit: 1, firstFee: 2000, addUnit: 1, addFee: 0 }],
        noDeliveryAreaIds: [54, 65, 71, 81, 82],
      },
    ],
    [
      4,
      {
        name: "按件计费",
        isDefault: 1,
        chargeType: 0,
        freeOver: null,
        defaultRule: { firstUnit: 1, firstFee: 600, addUnit: 1, addFee: 300 },
        regionRules: [],
        noDeliveryAreaIds: [],
      },
    ],
    [
      8,
      {
        name: "按重量计费",
        isDefault: 1,
        chargeType: 1,
        freeOver: 29_900,
        defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 0.5, addFee: 400 },
        regionRules: [{ areaIds: [15, 54, 62, 63, 64, 65], firstUnit: 1, firstFee: 1500, addUnit: 0.5, addFee: 600 }],
        noDeliveryAreaIds: [],
      },
    ],
  ];
  // The weights the template of shop 8 charges by: 500 g to 2250 g a piece, by SKU (idempotent).
  await ctx.database.query(
    `update skus k set weight = 500 + (k.sku_id % 8) * 250
       from products p where p.prod_id = k.prod_id and p.shop_id = 8 and k.weight = 0`,
  );
  for (const [shopId, body] of demo) {
    if ((await svc.list(shopId)).length > 0) continue;
    const exists = await ctx.database.query<{ n: number }>("select count(*)::int as n from shops where shop_id = $1", [
      shopId,
    ]);
    if (Number(exists[0]?.n ?? 0) === 0) continue;
    await svc.create(shopId, body, "zh");
    if (shopId === 3)
      await svc.setOrderFields(shopId, {
        fields: [
          // Optional in the demo: a required one would stop every journey that happens to buy from the shop.
          { nameZh: "装机需求", nameEn: "Setup needs", required: false },
        ],
      });
  }
}
