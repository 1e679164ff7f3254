import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./catalog.ts";

/**
 * One charge of a freight template (fen): the first `firstUnit` items cost `firstFee`, each further
 * `addUnit` items `addFee`; in a template by weight the units are kilograms (up to 3 decimals).
 */
export interface FreightChargeRow {
  firstUnit: number;
  firstFee: number;
  addUnit: number;
  addFee: number;
}
/** A charge for the regions named (administrative-division codes of any level). */
export interface FreightRegionRuleRow extends FreightChargeRow {
  areaIds: number[];
}

/**
 * A shop's freight templates (ADR 0042-freight-templates), owned by the freight module. The shop's
 * products ship by its default template (at most one per shop, partial unique index); a shop
 * without one charges the mall's flat rule (ORDER_FREIGHT_*). Regions are division codes of any
 * level: a rule or a "not delivered" entry naming a province covers its cities and districts.
 */
export const freightTemplates = pgTable(
  "freight_templates",
  {
    templateId: serial("template_id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId),
    name: text("name").notNull(),
    isDefault: smallint("is_default").notNull().default(0),
    /** 0 by item count, 1 by weight (the SKUs' `weight` in grams; units in kilograms, ADR 0044). */
    chargeType: smallint("charge_type").notNull().default(0),
    /** Free when the shop's goods after reductions reach this (fen); null: never free by amount. */
    freeOver: integer("free_over"),
    /** The charge where no region rule applies. */
    defaultRule: jsonb("default_rule").$type<FreightChargeRow>().notNull(),
    /** Charges for named regions; the most specific match wins. */
    regionRules: jsonb("region_rules").$type<FreightRegionRuleRow[]>().notNull().default([]),
    /** Regions the shop does not deliver to. */
    noDeliveryAreaIds: jsonb("no_delivery_area_ids").$type<number[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("freight_templates_shop_idx").on(t.shopId),
    uniqueIndex("freight_templates_one_default_uq")
      .on(t.shopId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

/** A field of the order message a shop asks buyers for (spec part 5: fields marked * are required). */
export interface OrderFieldRow {
  nameZh: string;
  nameEn: string;
  required: boolean;
}

/** The order-message fields of a shop (owned by the freight module with the rest of a shop's checkout settings). */
export const shopOrderFields = pgTable("shop_order_fields", {
  shopId: integer("shop_id")
    .primaryKey()
    .references(() => shops.shopId),
  fields: jsonb("fields").$type<OrderFieldRow[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
