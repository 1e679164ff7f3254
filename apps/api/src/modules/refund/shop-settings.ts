import { and, eq, sql } from "drizzle-orm";
import { validationText, type Locale, type ReturnAddress, type returnAddressBody } from "@souk/contract";
import type { z } from "zod";
import type { Db } from "../../infra/db/client.ts";
import { products, shopReturnAddresses } from "../../infra/db/schema/index.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { areaChain, findArea } from "../area/service.ts";
import { SHOP_SETTINGS_TEXT } from "./texts.ts";

type Row = typeof shopReturnAddresses.$inferSelect;

function view(r: Row): ReturnAddress {
  const name = (id: number) => (id ? (findArea(id)?.areaName ?? "") : "");
  return {
    receiver: r.receiver,
    mobile: r.mobile,
    provinceId: r.provinceId,
    province: name(r.provinceId),
    cityId: r.cityId,
    city: name(r.cityId),
    areaId: r.areaId,
    area: name(r.areaId),
    addr: r.detail || r.addr,
    fullAddr: r.addr,
  };
}

export async function returnAddress(db: Db, shopId: number): Promise<ReturnAddress | null> {
  const [r] = await db.select().from(shopReturnAddresses).where(eq(shopReturnAddresses.shopId, shopId)).limit(1);
  return r ? view(r) : null;
}

/** Creates or replaces the shop's return address; the region ids must form a province → city → district chain. */
export async function setReturnAddress(
  db: Db,
  shopId: number,
  body: z.output<typeof returnAddressBody>,
  locale: Locale,
): Promise<ReturnAddress> {
  const names = areaChain(body.provinceId, body.cityId, body.areaId);
  if (!names) throw fieldError("areaId", validationText("v.region")!, locale);
  const values = {
    receiver: body.receiver,
    mobile: body.mobile,
    provinceId: body.provinceId,
    cityId: body.cityId,
    areaId: body.areaId,
    detail: body.addr,
    addr: `${names.province} ${names.city} ${names.area} ${body.addr}`,
    updatedAt: sql`now()`,
  };
  const [r] = await db
    .insert(shopReturnAddresses)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: shopReturnAddresses.shopId, set: values })
    .returning();
  return view(r!);
}

/** Sets the product's 7-day no-reason return flag; a product of another shop (or none) is a 404. */
export async function setNoReasonReturn(db: Db, shopId: number, prodId: number, flag: 0 | 1): Promise<void> {
  const rows = await db
    .update(products)
    .set({ noReasonReturn: flag })
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId)))
    .returning({ prodId: products.prodId });
  if (rows.length === 0) throw showFail(SHOP_SETTINGS_TEXT.noProduct, 404);
}
