import type { AppContext } from "../context.ts";
import { ensureDemoCredentials } from "../modules/account/service.ts";
import { ensureFlowDemo } from "./flow.ts";
import { ensureChatDemo } from "./chat.ts";
import { ensureCommerceDemo } from "./commerce.ts";
import { ensureCouponDemo } from "./coupons.ts";
import { ensureAfterSalesDemo } from "./aftersales.ts";
import { ensureProdTagDemo } from "./prod-tags.ts";
import { ensureShopApplicationDemo } from "./shop-applications.ts";
import { ensureEnterpriseDemo } from "./enterprise.ts";
import { ensureDiscountDemo } from "./discounts.ts";
import { ensureEveryShopPromotions } from "./marketing.ts";
import { ensureSeckillDemo } from "./seckills.ts";
import { ensureGroupBuyDemo } from "./groupbuys.ts";
import { ensureMemberDemo } from "./members.ts";
import { ensurePlatformMembersDemo } from "./platform-members.ts";
import { ensurePointsDemo } from "./points.ts";
import { ensurePlatformCatalogDemo } from "./platform-catalog.ts";
import { ensureFreightDemo } from "./freight.ts";
import { catalogServiceOf } from "../modules/catalog/service.ts";
import { CONFIG_KEYS, configServiceOf } from "../modules/config/service.ts";
import { searchText } from "../modules/search/tokenize.ts";
import { TOPS } from "./fixtures/catalog.ts";
import {
  HOT_SEARCHES,
  LOGIN_CONFIG,
  PAY_SWITCH,
  PC_WEB_CONFIG,
  PLATFORM_NOTICES,
  PRIVACY_POLICY,
  SERVICE_SWITCH,
  SERVICE_TERMS,
  SHOP_NOTICES,
  type NoticeSeed,
} from "./fixtures/content.ts";
import { bumpStatement } from "../modules/catalog-events/service.ts";
import { writeDemoComments } from "./comments.ts";
import { buildPlan, type Plan } from "./plan.ts";
import { makeProduct, SEED, type ProductRow, type SkuRow } from "./products.ts";
import { buildDecorations } from "./renovation.ts";
import { Rng } from "./rng.ts";
import { inTransaction, insertMany, type Exec } from "./sql.ts";
import { ensureShopOrdersDemo } from "./shop-orders.ts";
import { ensureStaffRolesDemo } from "./staff.ts";
import { ensureGiftCardBatchDemo } from "./gift-card-batches.ts";
import { ensureFinanceDemo, ensurePlatformStaffDemo } from "./finance.ts";

/**
 * The deterministic demo marketplace: platform config and documents, 18 shops, a
 * 3-level category tree (14 tops, 140 leaves), 84 brands, N products with SKUs, notices,
 * hot-search words, the home decoration, a shop micro-page and a demo buyer. The same
 * options always give the same rows and ids (timestamps are relative to the seed time).
 * No network; images are generated lazily by GET /files/* (modules/files).
 */

export const DEFAULT_PRODUCTS = 1000;

export interface SeedOptions {
  /** Number of products (default 1000). Tests use ~60, benchmarks 200,000. */
  products?: number;
  /** Products per INSERT (default 1000). */
  batchSize?: number;
  /** Seed time; createdAt/publishedAt are relative to it (default now). */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** Demo orders with after-sales applications for the demo buyer (default true; module tests leave them out). */
  afterSalesDemo?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  skus: number;
  ms: number;
}

/** Advisory lock key: serialises seeding between processes sharing a PostgreSQL. */
const SEED_LOCK = 7312002;

/** Tables the seed fills, children first (for --reset). */
export const SEEDED_TABLES = [
  // flow analytics of the demo traffic (seed/flow.ts): refer to products by id only
  "flow_events",
  "flow_page_daily",
  "flow_source_daily",
  "flow_funnel_daily",
  "flow_days_aggregated",
  "user_coupons",
  "coupon_receipts",
  "coupons",
  "product_comments",
  "prod_tag_products",
  "prod_tags",
  "skus",
  "product_search",
  "products",
  "shop_categories",
  "brand_categories",
  "brands",
  "categories",
  "hot_searches",
  "notices",
  "renovations",
  // freight templates and order-message fields of the demo shops (seed/freight.ts)
  "freight_templates",
  "shop_order_fields",
  "shops",
  "sys_configs",
] as const;

/** Loads the demo marketplace; fails when the database already has shops or categories. */
export async function seed(ctx: AppContext, opts: SeedOptions = {}): Promise<SeedResult> {
  const r = await run(ctx, opts);
  if (!r.seeded) throw new Error("The database already has a catalogue; run the seed with --reset to replace it.");
  return r;
}

/**
 * Loads the demo marketplace unless the database already has shops or categories — for
 * the first start. Safe when several API processes start at once (one seeds, the others
 * see the data and skip).
 */
export function seedIfEmpty(ctx: AppContext, opts: SeedOptions = {}): Promise<SeedResult> {
  return run(ctx, opts);
}

/**
 * Empties every table the seed fills (and, by CASCADE, whatever references them: carts,
 * orders, collections...), keeping users except the demo buyer's data references. For
 * `npm run seed -- --reset`.
 */
export async function resetDemoData(ctx: AppContext): Promise<void> {
  await ctx.database.query(`truncate ${SEEDED_TABLES.join(", ")} restart identity cascade`);
  invalidateCaches(ctx);
}

function invalidateCaches(ctx: AppContext): void {
  configServiceOf(ctx).invalidate();
  catalogServiceOf(ctx).invalidate();
  ctx.catalogChanges.changed();
}

async function run(ctx: AppContext, opts: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const total = Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCTS));
  const result = await inTransaction(ctx.database, async (exec) => {
    await exec(`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [state] = await exec<{ has: boolean }>(
      "select exists(select 1 from shops) or exists(select 1 from categories) as has",
    );
    if (state?.has) return { seeded: false, products: 0, skus: 0 };
    const skus = await writeAll(exec, { ...opts, products: total }, opts.now ?? new Date());
    return { seeded: true, products: total, skus };
  });
  if (result.seeded) {
    // Fresh statistics, so the planner uses the search and category indexes from the first query
    // (PGlite runs no autovacuum). ~6 s at 200,000 products, milliseconds at the default size:
    // past the pool's statement timeout, so on the seed's own connection (inTransaction lifts it).
    await inTransaction(ctx.database, async (exec) => {
      // The bulk load's search rows sit in the GIN pending list (fast update, migration 0027), which
      // only VACUUM merges and every search scans linearly — and which makes the planner price the
      // index above a table scan: merge it now, as a bulk import should.
      await exec("select gin_clean_pending_list('product_search_vector_idx'::regclass)");
      await exec(`analyze ${SEEDED_TABLES.join(", ")}`);
    });
    invalidateCaches(ctx);
  }
  await ensureDemoCredentials(ctx); // demo / souk1234 (modules/account), also for databases seeded before it existed
  await ensureCommerceDemo(ctx); // demo balance ¥5,000 and staff shop<id> / souk1234 per shop (seed/commerce.ts)
  await ensureStaffRolesDemo(ctx); // ops<id>, ship<id>, cs<id> / souk1234: a staff member of each role (seed/staff.ts)
  await ensureFlowDemo(ctx); // the last days of generated storefront traffic, aggregated (seed/flow.ts)
  await ensureCouponDemo(ctx, opts.now ?? new Date()); // platform and shop coupons, running and upcoming (seed/coupons.ts)
  await ensureChatDemo(ctx); // a demo customer-service thread with the first shop (seed/chat.ts)
  await ensureAfterSalesDemo(ctx, { demoOrders: opts.afterSalesDemo !== false }); // return addresses, 7-day flags, demo's applications
  await ensureDiscountDemo(ctx, opts.now ?? new Date()); // discount activities, running and upcoming (seed/discounts.ts)
  await ensureProdTagDemo(ctx); // the home's product groups (seed/prod-tags.ts)
  await ensureShopApplicationDemo(ctx); // one store application under review, one not passed (seed/shop-applications.ts)
  await ensureEnterpriseDemo(ctx); // one enterprise purchasing application under review (seed/enterprise.ts)
  await ensureSeckillDemo(ctx, opts.now ?? new Date()); // flash sales: a session running now and the next one (seed/seckills.ts)
  await ensureGroupBuyDemo(ctx, opts.now ?? new Date(), { demoOrders: opts.afterSalesDemo !== false }); // group buys with open groups (seed/groupbuys.ts)
  await ensureMemberDemo(ctx); // top-up tiers, the demo buyer's bound gift card, member levels and periods (seed/members.ts)
  await ensurePointsDemo(ctx, opts.now ?? new Date()); // the points mall and the demo buyer's points history (seed/points.ts)
  // Freight templates of four shops (free over ¥199, regions not delivered to, by the item, by weight): the full demo
  // only, so module tests price every shop by the mall's rule unless they make a template (seed/freight.ts).
  if (opts.afterSalesDemo !== false) await ensureFreightDemo(ctx);
  // A product taken down by the platform for a violation (seed/platform-catalog.ts): the full demo only.
  if (opts.afterSalesDemo !== false) await ensurePlatformCatalogDemo(ctx);
  await ensureShopOrdersDemo(ctx, { demoOrders: opts.afterSalesDemo !== false }); // a week of orders in every state per shop (seed/shop-orders.ts)
  await ensureEveryShopPromotions(ctx, opts.now ?? new Date()); // a running promotion of each kind in every shop (seed/marketing.ts)
  await ensureGiftCardBatchDemo(ctx); // a platform console gift-card batch, its CSV taken, one card voided (seed/gift-card-batches.ts)
  // Platform console: platform_ops/_service/_finance accounts; refunds and settled days for the finance report (seed/finance.ts)
  await ensurePlatformStaffDemo(ctx);
  await ensureFinanceDemo(ctx, { demoOrders: opts.afterSalesDemo !== false });
  await ensurePlatformMembersDemo(ctx); // a disabled buyer and platform adjustments with reasons (seed/platform-members.ts)
  return { ...result, ms: Date.now() - started };
}

async function writeAll(exec: Exec, opts: SeedOptions & { products: number }, now: Date): Promise<number> {
  const plan = buildPlan();
  await writeCatalogue(exec, plan);
  await writeShops(exec, plan);
  const skuCount = await writeProducts(exec, plan, opts, now);
  await exec(
    `update shops s set sold_num = t.sold from (select shop_id, sum(sold_num)::int as sold from products group by shop_id) t where t.shop_id = s.shop_id`,
  );
  await writeContent(exec, now);
  await writeDecorations(exec, plan, now);
  await writeDemoComments(exec, now);
  // Every catalog cache tag changed (catalog-events): storefront caches revalidate.
  const bump = bumpStatement(["products", "shops", "notices", "home", "site"], now.getTime());
  await exec(bump.text, bump.params);
  await exec(
    `insert into users (user_name, mobile, nick_name, pic) values ('demo', '13800000000', '演示买家', '/files/site/avatar.webp') on conflict do nothing`,
  );
  for (const [table, column] of [
    ["categories", "category_id"],
    ["brands", "brand_id"],
    ["shops", "shop_id"],
    ["shop_categories", "shop_category_id"],
    ["products", "prod_id"],
    ["skus", "sku_id"],
  ]) {
    // Rows were inserted with explicit ids; move each sequence past them.
    await exec(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), (select coalesce(max(${column}), 0) + 1 from ${table}), false)`,
    );
  }
  return skuCount;
}

async function writeCatalogue(exec: Exec, plan: Plan): Promise<void> {
  await insertMany(
    exec,
    "categories",
    [
      { name: "category_id", type: "int", value: (c) => c.categoryId },
      { name: "parent_id", type: "int", value: (c) => c.parentId },
      { name: "grade", type: "smallint", value: (c) => c.grade },
      { name: "name_zh", type: "text", value: (c) => c.name[0] },
      { name: "name_en", type: "text", value: (c) => c.name[1] },
      { name: "pic", type: "text", value: (c) => `/files/cat/${c.categoryId}.webp` },
      { name: "seq", type: "int", value: (c) => c.seq },
    ],
    plan.categories,
  );
  await insertMany(
    exec,
    "brands",
    [
      { name: "brand_id", type: "int", value: (b) => b.brandId },
      { name: "name", type: "text", value: (b) => b.name[0] },
      { name: "name_en", type: "text", value: (b) => b.name[1] },
      { name: "img_url", type: "text", value: (b) => `/files/brand/${b.brandId}.webp` },
      { name: "first_letter", type: "text", value: (b) => b.name[1].charAt(0).toUpperCase() },
      { name: "seq", type: "int", value: (b) => b.seq },
    ],
    plan.brands,
  );
  await insertMany(
    exec,
    "brand_categories",
    [
      { name: "brand_id", type: "int", value: (r) => r[0] },
      { name: "category_id", type: "int", value: (r) => r[1] },
    ],
    plan.brandLeaves,
  );
}

async function writeShops(exec: Exec, plan: Plan): Promise<void> {
  await insertMany(
    exec,
    "shops",
    [
      { name: "shop_id", type: "int", value: (s) => s.shopId },
      { name: "name_zh", type: "text", value: (s) => s.name[0] },
      { name: "name_en", type: "text", value: (s) => s.name[1] },
      { name: "logo", type: "text", value: (s) => `/files/shop/${s.shopId}.webp` },
      { name: "intro_zh", type: "text", value: (s) => s.intro[0] },
      { name: "intro_en", type: "text", value: (s) => s.intro[1] },
      { name: "status", type: "smallint", value: (s) => s.status },
      { name: "shop_type", type: "smallint", value: (s) => s.shopType },
      { name: "score", type: "smallint", value: (s) => Rng.for(SEED, 9000 + s.shopId).int(42, 50) },
      { name: "followers", type: "int", value: (s) => Rng.for(SEED, 9100 + s.shopId).int(800, 260_000) },
      { name: "sa", type: "text", helper: true, value: (s) => searchText(s.name[0], s.name[1]) },
      {
        name: "sb",
        type: "text",
        helper: true,
        value: (s) => searchText(s.intro[0], s.intro[1], ...s.tops.flatMap((t) => TOPS[t]!.name)),
      },
    ],
    plan.shops,
    [
      {
        name: "search_vector",
        expr: "setweight(to_tsvector('simple', u.sa), 'A') || setweight(to_tsvector('simple', u.sb), 'B')",
      },
    ],
  );
  await insertMany(
    exec,
    "shop_categories",
    [
      { name: "shop_category_id", type: "int", value: (c) => c.shopCategoryId },
      { name: "shop_id", type: "int", value: (c) => c.shopId },
      { name: "name_zh", type: "text", value: (c) => c.name[0] },
      { name: "name_en", type: "text", value: (c) => c.name[1] },
      { name: "seq", type: "int", value: (c) => c.seq },
    ],
    plan.shopCategories,
  );
}

/** Products and SKUs in batches: memory stays flat whatever the count. Returns the SKU count. */
async function writeProducts(
  exec: Exec,
  plan: Plan,
  opts: SeedOptions & { products: number },
  now: Date,
): Promise<number> {
  const batchSize = Math.max(1, opts.batchSize ?? 1000);
  const nowMs = now.getTime();
  let nextSkuId = 1;
  for (let start = 1; start <= opts.products; start += batchSize) {
    const products: ProductRow[] = [];
    const skus: SkuRow[] = [];
    for (let id = start; id < start + batchSize && id <= opts.products; id++) {
      const made = makeProduct(id, plan, nextSkuId);
      nextSkuId += made.skus.length;
      products.push(made.product);
      skus.push(...made.skus);
    }
    await insertMany(
      exec,
      "products",
      [
        { name: "prod_id", type: "int", value: (p) => p.prodId },
        { name: "shop_id", type: "int", value: (p) => p.shopId },
        { name: "category_id", type: "int", value: (p) => p.categoryId },
        { name: "shop_category_id", type: "int", value: (p) => p.shopCategoryId },
        { name: "brand_id", type: "int", value: (p) => p.brandId },
        { name: "name_zh", type: "text", value: (p) => p.nameZh },
        { name: "name_en", type: "text", value: (p) => p.nameEn },
        { name: "brief_zh", type: "text", value: (p) => p.briefZh },
        { name: "brief_en", type: "text", value: (p) => p.briefEn },
        { name: "pic", type: "text", value: (p) => p.pic },
        { name: "imgs", type: "jsonb", value: (p) => p.imgs },
        { name: "price", type: "bigint", value: (p) => p.price },
        { name: "ori_price", type: "bigint", value: (p) => p.oriPrice },
        { name: "total_stock", type: "int", value: (p) => p.totalStock },
        { name: "sold_num", type: "int", value: (p) => p.soldNum },
        { name: "status", type: "smallint", value: (p) => p.status },
        // The 7-day no-reason return promise on three of every four products (seed/aftersales.ts
        // sets it on catalogues seeded before it): written here, each row is written once.
        { name: "no_reason_return", type: "smallint", value: (p) => (p.prodId % 4 !== 0 ? 1 : 0) },
        { name: "content_zh", type: "text", value: (p) => p.contentZh },
        { name: "content_en", type: "text", value: (p) => p.contentEn },
        { name: "specs", type: "jsonb", value: (p) => p.specs },
        { name: "sales_attrs", type: "jsonb", value: (p) => p.salesAttrs },
        { name: "created_at", type: "timestamptz", value: (p) => new Date(nowMs - p.ageDays * 86_400_000) },
        { name: "updated_at", type: "timestamptz", value: () => now },
        { name: "sa", type: "text", helper: true, value: (p) => p.searchA },
        { name: "sb", type: "text", helper: true, value: (p) => p.searchB },
      ],
      products,
      [
        {
          name: "search_vector",
          expr: "setweight(to_tsvector('simple', u.sa), 'A') || setweight(to_tsvector('simple', u.sb), 'B')",
        },
      ],
    );
    await insertMany(
      exec,
      "skus",
      [
        { name: "sku_id", type: "int", value: (s) => s.skuId },
        { name: "prod_id", type: "int", value: (s) => s.prodId },
        { name: "properties", type: "jsonb", value: (s) => s.properties },
        { name: "price", type: "bigint", value: (s) => s.price },
        { name: "ori_price", type: "bigint", value: (s) => s.oriPrice },
        { name: "stock", type: "int", value: (s) => s.stock },
        { name: "pic", type: "text", value: (s) => s.pic },
      ],
      skus,
    );
    opts.onProgress?.(Math.min(start + batchSize - 1, opts.products), opts.products);
  }
  return nextSkuId - 1;
}

async function writeContent(exec: Exec, now: Date): Promise<void> {
  const configs: [string, unknown][] = [
    [CONFIG_KEYS.webPc, PC_WEB_CONFIG],
    [CONFIG_KEYS.serviceSwitch, SERVICE_SWITCH],
    [CONFIG_KEYS.loginConfig, LOGIN_CONFIG],
    [CONFIG_KEYS.paySwitch, PAY_SWITCH],
    [CONFIG_KEYS.serviceTerms, SERVICE_TERMS],
    [CONFIG_KEYS.privacyPolicy, PRIVACY_POLICY],
  ];
  await insertMany(
    exec,
    "sys_configs",
    [
      { name: "key", type: "text", value: (c) => c[0] },
      { name: "value", type: "jsonb", value: (c) => c[1] },
    ],
    configs,
  );
  await insertMany(
    exec,
    "hot_searches",
    [
      { name: "shop_id", type: "int", value: () => 0 },
      { name: "title_zh", type: "text", value: (h) => h[1][0][0] },
      { name: "title_en", type: "text", value: (h) => h[1][0][1] },
      { name: "content_zh", type: "text", value: (h) => h[1][1][0] },
      { name: "content_en", type: "text", value: (h) => h[1][1][1] },
      { name: "seq", type: "int", value: (h) => h[0] + 1 },
    ],
    HOT_SEARCHES.map((h, i) => [i, h] as const),
  );
  const notices: [number, NoticeSeed][] = [
    ...PLATFORM_NOTICES.map((n) => [0, n] as [number, NoticeSeed]),
    ...SHOP_NOTICES.map(([shopIndex, n]) => [shopIndex + 1, n] as [number, NoticeSeed]),
  ];
  await insertMany(
    exec,
    "notices",
    [
      { name: "shop_id", type: "int", value: (n) => n[0] },
      { name: "title_zh", type: "text", value: (n) => n[1][0][0] },
      { name: "title_en", type: "text", value: (n) => n[1][0][1] },
      { name: "content_zh", type: "text", value: (n) => n[1][1][0] },
      { name: "content_en", type: "text", value: (n) => n[1][1][1] },
      { name: "is_top", type: "bool", value: (n) => n[1][2] },
      {
        name: "published_at",
        type: "timestamptz",
        value: (n) => new Date(now.getTime() - n[1][3] * 86_400_000 - 3_600_000),
      },
      { name: "status", type: "smallint", value: (n) => n[1][4] },
    ],
    notices,
  );
}

async function writeDecorations(exec: Exec, plan: Plan, now: Date): Promise<void> {
  // The flash-sale strip counts down to the end of the seed day (China time, UTC+8).
  const endTime = `${new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)} 23:59:59`;
  const { micropage, home, shopHome } = await buildDecorations(exec, plan, endTime);
  /** A published page with its versions, oldest first (the last is live), an hour apart. */
  const page = async (shopId: number, name: string, homeStatus: number, versions: unknown[][]) => {
    const [row] = await exec<{ renovation_id: number }>(
      "insert into renovations (shop_id, renovation_type, name, home_status, content, updated_at) values ($1, 1, $2, $3, $4::jsonb, $5) returning renovation_id",
      [shopId, name, homeStatus, JSON.stringify(versions.at(-1)), now],
    );
    const id = Number(row!.renovation_id);
    for (const [i, blocks] of versions.entries())
      await exec(
        "insert into renovation_versions (renovation_id, version, blocks, published_at) values ($1, $2, $3::jsonb, $4)",
        [id, i + 1, JSON.stringify(blocks), new Date(now.getTime() - (versions.length - 1 - i) * 3_600_000)],
      );
    return id;
  };
  const micropageId = await page(micropage.shopId, micropage.name, 0, [micropage.content]);
  const h = home(micropageId);
  await page(0, h.name, 1, [h.older, h.content]);
  await page(shopHome.shopId, shopHome.name, 1, [shopHome.older, shopHome.content]);
}
