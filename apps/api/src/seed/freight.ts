import type { AppContext } from "../context.ts";
import { freightServiceOf } from "../modules/freight/service.ts";

/**
 * Demo freight templates (ADR 0042), one shop per case, idempotent (a shop with a template keeps
 * it). The self-run shop 1 keeps the mall's rule (free from ¥99, else ¥8).
 * - shop 2: free shipping over ¥199, else ¥10 an order;
 * - shop 3: no delivery to Tibet, Xinjiang, Hong Kong, Macau and Taiwan; ¥20 to the far west,
 *   ¥8 elsewhere, free from ¥99; and an optional order-message field (setup needs);
 * - shop 4: by the item — ¥6 the first, ¥3 each further one, never free.
 */
export async function ensureFreightDemo(ctx: AppContext): Promise<void> {
  const svc = freightServiceOf(ctx);
  const demo: [number, Parameters<typeof svc.create>[1]][] = [
    [
      2,
      {
        name: "满199包邮",
        isDefault: 1,
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
        freeOver: null,
        defaultRule: { firstUnit: 1, firstFee: 600, addUnit: 1, addFee: 300 },
        regionRules: [],
        noDeliveryAreaIds: [],
      },
    ],
  ];
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
