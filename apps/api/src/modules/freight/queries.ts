import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { freightTemplates, shopOrderFields, type OrderFieldRow } from "../../infra/db/schema/index.ts";
import type { TemplateRules } from "./rules.ts";

export type TemplateRow = typeof freightTemplates.$inferSelect;
export type TemplateValues = Omit<typeof freightTemplates.$inferInsert, "templateId" | "shopId" | "createdAt">;

export async function templatesOf(db: Tx, shopId: number): Promise<TemplateRow[]> {
  return db
    .select()
    .from(freightTemplates)
    .where(eq(freightTemplates.shopId, shopId))
    .orderBy(desc(freightTemplates.isDefault), asc(freightTemplates.templateId));
}

/** The shop's template (undefined: unknown or another shop's — the caller answers 404 either way). */
export async function ownTemplate(db: Tx, shopId: number, templateId: number): Promise<TemplateRow | undefined> {
  const [r] = await db
    .select()
    .from(freightTemplates)
    .where(and(eq(freightTemplates.shopId, shopId), eq(freightTemplates.templateId, templateId)))
    .for("update");
  return r;
}

/** Advisory lock space of the freight module (pg_advisory_xact_lock(space, shopId)). */
const LOCK_SPACE = 7_312_042;

/**
 * Serialises the writers of one shop's templates until the transaction ends (also when the shop has
 * none yet: row locks could not cover the first insert) and answers how many it has.
 */
export async function lockShopTemplates(db: Tx, shopId: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${shopId})`);
  const rows = await db
    .select({ id: freightTemplates.templateId })
    .from(freightTemplates)
    .where(eq(freightTemplates.shopId, shopId))
    .for("update");
  return rows.length;
}

export async function clearDefault(db: Tx, shopId: number): Promise<void> {
  await db
    .update(freightTemplates)
    .set({ isDefault: 0 })
    .where(and(eq(freightTemplates.shopId, shopId), eq(freightTemplates.isDefault, 1)));
}

export async function insertTemplate(db: Tx, shopId: number, v: TemplateValues): Promise<TemplateRow> {
  const [r] = await db
    .insert(freightTemplates)
    .values({ shopId, ...v })
    .returning();
  return r!;
}

export async function updateTemplate(db: Tx, templateId: number, v: TemplateValues): Promise<TemplateRow> {
  const [r] = await db
    .update(freightTemplates)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(freightTemplates.templateId, templateId))
    .returning();
  return r!;
}

export async function deleteTemplate(db: Tx, templateId: number): Promise<void> {
  await db.delete(freightTemplates).where(eq(freightTemplates.templateId, templateId));
}

/** Every shop's default template (the search filter's input: one row per shop with a template). */
export async function defaultTemplates(db: Tx): Promise<(TemplateRules & { shopId: number })[]> {
  const rows = await db.select().from(freightTemplates).where(eq(freightTemplates.isDefault, 1));
  return rows.map((r) => ({ shopId: r.shopId, ...rulesOf(r) }));
}

export function rulesOf(
  r: Pick<TemplateRow, "chargeType" | "freeOver" | "defaultRule" | "regionRules" | "noDeliveryAreaIds">,
): TemplateRules {
  return {
    chargeType: r.chargeType,
    freeOver: r.freeOver,
    defaultRule: r.defaultRule,
    regionRules: r.regionRules,
    noDeliveryAreaIds: r.noDeliveryAreaIds,
  };
}

const shopList = (shopIds: readonly number[] | SQL): SQL =>
  Array.isArray(shopIds)
    ? shopIds.length === 0
      ? sql`null`
      : sql.join(
          [...new Set(shopIds as readonly number[])].map((id) => sql`${id}`),
          sql`, `,
        )
    : (shopIds as SQL);

/** The default templates of some shops, as a part of one statement (checkout reads them with its other facts). */
export function defaultTemplatesPart(shopIds: readonly number[] | SQL): ReadPart<Map<number, TemplateRules>> {
  return {
    sql: sql`select shop_id, charge_type, free_over, default_rule, region_rules, no_delivery_area_ids from freight_templates
              where is_default = 1 and shop_id in (${shopList(shopIds)})`,
    decode: (rows) =>
      new Map(
        rows.map((r) => [
          Number(r.shop_id),
          rulesOf({
            chargeType: Number(r.charge_type),
            freeOver: r.free_over === null ? null : Number(r.free_over),
            defaultRule: r.default_rule as TemplateRules["defaultRule"],
            regionRules: r.region_rules as TemplateRow["regionRules"],
            noDeliveryAreaIds: r.no_delivery_area_ids as number[],
          }),
        ]),
      ),
  };
}

/** The order-message fields of some shops, as a part of one statement. */
export function orderFieldsPart(shopIds: readonly number[] | SQL): ReadPart<Map<number, OrderFieldRow[]>> {
  return {
    sql: sql`select shop_id, fields from shop_order_fields where shop_id in (${shopList(shopIds)})`,
    decode: (rows) => new Map(rows.map((r) => [Number(r.shop_id), r.fields as OrderFieldRow[]])),
  };
}

export async function orderFieldsOf(db: Tx, shopId: number): Promise<OrderFieldRow[]> {
  const [r] = await db.select().from(shopOrderFields).where(eq(shopOrderFields.shopId, shopId));
  return r?.fields ?? [];
}

export async function setOrderFields(db: Tx, shopId: number, fields: OrderFieldRow[]): Promise<void> {
  await db
    .insert(shopOrderFields)
    .values({ shopId, fields })
    .onConflictDoUpdate({ target: shopOrderFields.shopId, set: { fields, updatedAt: sql`now()` } });
}

/**
 * The shop and list price (fen) of an on-shelf product, and the weight (grams) of the SKU at that
 * price (the one the detail page shows first), for the detail page's freight line.
 */
export async function prodShop(
  db: Tx,
  prodId: number,
): Promise<{ shopId: number; price: number; weight: number } | undefined> {
  const r = await db.execute(sql`
    select p.shop_id, p.price,
           coalesce((select k.weight from skus k where k.prod_id = p.prod_id and k.status = 1
                      order by k.price, k.sku_id limit 1), 0) as weight
      from products p where p.prod_id = ${prodId} and p.status = 1`);
  const [row] = (r as unknown as { rows: { shop_id: number; price: number; weight: number }[] }).rows;
  return row ? { shopId: Number(row.shop_id), price: Number(row.price), weight: Number(row.weight) } : undefined;
}
