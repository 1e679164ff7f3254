import {
  fenToYuan,
  validationText,
  type FreightTemplate,
  type freightTemplateBody,
  type Locale,
  type OrderFields,
  type OrderFieldView,
  type orderFieldsBody,
  type ProdFreightView,
} from "@souk/contract";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import type { ReadPart } from "../../infra/db/read-together.ts";
import type { OrderFieldRow } from "../../infra/db/schema/index.ts";
import { AppError, fieldError, notFound } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";
import { findArea } from "../area/service.ts";
import { englishAreaName } from "../area/english-names.ts";
import { freightFee, freightUnits, type FreightRule } from "../pricing/pricing.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import * as q from "./queries.ts";
import { areaChain, ruleFor, type TemplateRules } from "./rules.ts";
import { FREIGHT_TEXT } from "./texts.ts";

// Other modules read freight through this file only.
export { areaChain };
export type { TemplateRules };

/** The default templates of all shops are kept this long per process for the product list's area filter (writes here clear it). */
const DEFAULTS_TTL_MS = 30_000;

function view(r: q.TemplateRow): FreightTemplate {
  return {
    templateId: r.templateId,
    shopId: r.shopId,
    name: r.name,
    isDefault: r.isDefault,
    chargeType: r.chargeType,
    freeOver: r.freeOver,
    defaultRule: r.defaultRule,
    regionRules: r.regionRules,
    noDeliveryAreaIds: r.noDeliveryAreaIds,
    updateTime: mallDateTime(r.updatedAt),
  };
}

/** What a one-shop order of an activity (flash sale, group buy, points mall) is charged for the address (`orderFreight`). */
export interface OneShopFreight {
  /** The pipeline's freight rule: the shop's template's for the address, else the caller's fallback. */
  rule: FreightRule;
  /** False when the shop's template does not deliver there (the rule then charges nothing). */
  deliverable: boolean;
}

/** What checkout needs of the shops of an order for one address (`forAddress`). */
export interface ShopDelivery {
  /** Freight rule per shop with a template (others: the mall's default rule). */
  freightRules: Record<number, FreightRule>;
  /** Shops that do not deliver to the address. */
  undeliverable: Set<number>;
}

/**
 * Freight templates and order-message fields of shops (ADR 0042-freight-templates): the merchant
 * API edits them, the platform reads them, checkout prices freight by them, the product list and
 * detail page ask where a shop delivers.
 */
export class FreightService {
  private readonly defaults = new TtlCache<(TemplateRules & { shopId: number })[]>(DEFAULTS_TTL_MS);
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(shopId: number): Promise<FreightTemplate[]> {
    return (await q.templatesOf(this.db, shopId)).map(view);
  }

  /** Region ids must be divisions that exist. */
  private values(body: z.output<typeof freightTemplateBody>, locale: Locale): q.TemplateValues {
    const ids = [...body.noDeliveryAreaIds, ...body.regionRules.flatMap((r) => r.areaIds)];
    if (ids.some((id) => !findArea(id))) throw fieldError("regionRules", validationText("v.freightRegions")!, locale);
    return {
      name: body.name,
      isDefault: body.isDefault,
      chargeType: body.chargeType,
      freeOver: body.freeOver,
      defaultRule: body.defaultRule,
      regionRules: body.regionRules,
      noDeliveryAreaIds: body.noDeliveryAreaIds,
    };
  }

  /** Creates a template; the shop's first becomes its default, as does one sent with isDefault 1. */
  async create(shopId: number, body: z.output<typeof freightTemplateBody>, locale: Locale): Promise<FreightTemplate> {
    const v = this.values(body, locale);
    const row = await this.db.transaction(async (tx) => {
      const n = await q.lockShopTemplates(tx, shopId);
      const isDefault = n === 0 || v.isDefault === 1 ? 1 : 0;
      if (isDefault === 1) await q.clearDefault(tx, shopId);
      return q.insertTemplate(tx, shopId, { ...v, isDefault });
    });
    this.defaults.clear();
    return view(row);
  }

  /** Replaces a template of the shop (404 for another shop's); the default stays the default. */
  async update(
    shopId: number,
    templateId: number,
    body: z.output<typeof freightTemplateBody>,
    locale: Locale,
  ): Promise<FreightTemplate> {
    const v = this.values(body, locale);
    const row = await this.db.transaction(async (tx) => {
      await q.lockShopTemplates(tx, shopId);
      const t = await q.ownTemplate(tx, shopId, templateId);
      if (!t) throw notFound(FREIGHT_TEXT.templateNotFound);
      const isDefault = t.isDefault === 1 || v.isDefault === 1 ? 1 : 0;
      if (isDefault === 1 && t.isDefault !== 1) await q.clearDefault(tx, shopId);
      return q.updateTemplate(tx, templateId, { ...v, isDefault });
    });
    this.defaults.clear();
    return view(row);
  }

  /** Deletes a template of the shop; the default is refused (A00031) so the shop's products always ship by one. */
  async remove(shopId: number, templateId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await q.lockShopTemplates(tx, shopId);
      const t = await q.ownTemplate(tx, shopId, templateId);
      if (!t) throw notFound(FREIGHT_TEXT.templateNotFound);
      const others = (await q.templatesOf(tx, shopId)).length - 1;
      if (t.isDefault === 1 && others > 0) throw new AppError("A00031");
      await q.deleteTemplate(tx, templateId);
    });
    this.defaults.clear();
  }

  async orderFields(shopId: number): Promise<OrderFields> {
    return { fields: await q.orderFieldsOf(this.db, shopId) };
  }

  async setOrderFields(shopId: number, body: z.output<typeof orderFieldsBody>): Promise<OrderFields> {
    await q.setOrderFields(this.db, shopId, body.fields);
    return { fields: body.fields };
  }

  /** Checkout's read of the shops' default templates (one part of its statement). */
  templatesPart(shopIds: readonly number[] | SQL): ReadPart<Map<number, TemplateRules>> {
    return q.defaultTemplatesPart(shopIds);
  }

  /** Checkout's read of the shops' order-message fields (one part of its statement). */
  orderFieldsPart(shopIds: readonly number[] | SQL): ReadPart<Map<number, OrderFieldRow[]>> {
    return q.orderFieldsPart(shopIds);
  }

  /** Each shop's freight rule for an address in `areaId`, and the shops that do not deliver there (pure). */
  forAddress(
    templates: ReadonlyMap<number, TemplateRules>,
    shopIds: readonly number[],
    areaId: number | null,
  ): ShopDelivery {
    const out: ShopDelivery = { freightRules: {}, undeliverable: new Set() };
    for (const shopId of shopIds) {
      const t = templates.get(shopId);
      if (!t || areaId === null) continue;
      const rule = ruleFor(t, areaId);
      if (rule === null) out.undeliverable.add(shopId);
      else out.freightRules[shopId] = rule;
    }
    return out;
  }

  /** Submit's refusal of a shop that does not deliver to the address (A00029). */
  notDeliverableText(shop: { zh: string; en: string }): { zh: string; en: string } {
    return FREIGHT_TEXT.notDeliverable(shop);
  }

  /** The refusal itself (409 A00029, in the buyer's language), as checkout's submit answers it. */
  notDeliverable(shop: { shopNameZh: string; shopNameEn: string }): AppError {
    return new AppError("A00029", FREIGHT_TEXT.notDeliverable({ zh: shop.shopNameZh, en: shop.shopNameEn }));
  }

  /**
   * The freight of a one-shop order of an activity (flash sale, group buy, points mall; ADR 0044)
   * for an address in `areaId`, from the shop's default template as read by `templatesPart` (read
   * now, in one statement with the caller's address): the same `forAddress` as checkout's. A shop without a
   * template, or no address yet, charges `fallback` (the activity's own rule).
   */
  orderFreight(
    templates: ReadonlyMap<number, TemplateRules>,
    shopId: number,
    areaId: number | null,
    fallback: FreightRule,
  ): OneShopFreight {
    const d = this.forAddress(templates, [shopId], areaId);
    if (d.undeliverable.has(shopId)) return { rule: { freeOver: null, fee: 0 }, deliverable: false };
    return { rule: d.freightRules[shopId] ?? fallback, deliverable: true };
  }

  /** The fields as the buyer sees them. */
  fieldViews(fields: readonly OrderFieldRow[] | undefined, locale: Locale): OrderFieldView[] {
    return (fields ?? []).map((f) => ({ name: locale === "en" ? f.nameEn : f.nameZh, required: f.required }));
  }

  /**
   * The note stored on a shop's order: the filled-in fields ("name: value" lines, in the shop's
   * order) before the buyer's note. A required field left empty refuses the submit (A00030).
   */
  orderNote(
    fields: readonly OrderFieldRow[] | undefined,
    given: readonly { name: string; value: string }[],
    remarks: string,
  ): string {
    const lines: string[] = [];
    for (const f of fields ?? []) {
      const v = given.find((g) => g.name === f.nameZh || g.name === f.nameEn)?.value ?? "";
      if (v === "") {
        if (f.required) throw new AppError("A00030", FREIGHT_TEXT.fieldRequired({ zh: f.nameZh, en: f.nameEn }));
        continue;
      }
      lines.push(`${f.nameZh}：${v}`);
    }
    return [...lines, remarks].filter((s) => s !== "").join("\n");
  }

  /** Shops whose default template does not deliver to `areaId` (the product list leaves their products out). */
  async shopsNotDeliveringTo(areaId: number): Promise<number[]> {
    const all = await this.defaults.get("all", () => q.defaultTemplates(this.db));
    return all
      .filter((t) => ruleFor(t, areaId) === null)
      .map((t) => t.shopId)
      .sort((a, b) => a - b);
  }

  /**
   * `GET /prod/freight`: one item of the product delivered to the area (detail page: "deliver to X:
   * ¥freight"); by a template by weight, one piece of the SKU shown first.
   */
  async prodFreight(prodId: number, areaId: number, locale: Locale): Promise<ProdFreightView> {
    const p = await q.prodShop(this.db, prodId);
    if (!p) throw notFound(FREIGHT_TEXT.productNotFound);
    const chain = areaChain(areaId).map((id) => findArea(id));
    if (chain.length === 0 || chain.some((a) => !a)) throw notFound(FREIGHT_TEXT.areaNotFound);
    const areaName = chain.map((a) => (locale === "en" ? englishAreaName(a!.areaName) : a!.areaName)).join(" ");
    const templates = await this.readTemplates([p.shopId]);
    const t = templates.get(p.shopId);
    const rule = t ? ruleFor(t, areaId) : commerceSettingsOf(this.ctx).freight;
    if (rule === null) return { areaId, areaName, deliverable: false, freight: 0, freeOver: null };
    const free = rule.freeOver !== null && p.price >= rule.freeOver;
    return {
      areaId,
      areaName,
      deliverable: true,
      freight: fenToYuan(free ? 0 : freightFee(rule, freightUnits(rule, [{ count: 1, weight: p.weight }]))),
      freeOver: rule.freeOver === null ? null : fenToYuan(rule.freeOver),
    };
  }

  private async readTemplates(shopIds: number[]): Promise<Map<number, TemplateRules>> {
    const part = q.defaultTemplatesPart(shopIds);
    const r = await this.db.execute(part.sql);
    return part.decode((r as unknown as { rows: Record<string, unknown>[] }).rows);
  }
}

export const freightServiceOf = perContext((ctx) => new FreightService(ctx));
