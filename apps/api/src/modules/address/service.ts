import {
  MAX_ADDRESSES,
  MAX_COMMON_REGIONS,
  validationText,
  type Address,
  type CommonRegion,
  type Locale,
} from "@souk/contract";
import type { addressBody, updateAddressBody } from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import type { ReadPart } from "../../infra/db/read-together.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { areaChain, findArea } from "../area/service.ts";
import { englishAreaName } from "../area/english-names.ts";
import * as q from "./queries.ts";
import type { OrderAddressSnapshot } from "../../infra/db/schema/index.ts";
import { ADDRESS_TEXT } from "./texts.ts";

type AddressInput = z.output<typeof addressBody>;
type UpdateInput = z.output<typeof updateAddressBody>;

function toAddress(r: q.AddressRow): Address {
  return {
    addrId: r.addrId,
    receiver: r.receiver,
    mobile: r.mobile,
    provinceId: r.provinceId,
    province: r.province,
    cityId: r.cityId,
    city: r.city,
    areaId: r.areaId,
    area: r.area,
    addr: r.addr,
    isDefault: r.isDefault === 1 ? 1 : 0,
  };
}

/**
 * Delivery addresses (uc-address) and the top-bar area picker's common regions. Every write
 * runs in a transaction that locks the buyer's row, so the limit and the single default hold
 * under concurrent requests. Another buyer's address id answers 404 like an unknown one.
 */
export class AddressService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(userId: number): Promise<Address[]> {
    return (await q.listAddresses(this.db, userId)).map(toAddress);
  }

  /** The buyer's address as an order keeps it (a copy: later edits do not reach placed orders); 404 unless theirs. */
  async orderSnapshot(userId: number, addrId: number): Promise<OrderAddressSnapshot> {
    return this.orderSnapshotOf(await q.ownAddress(this.db, userId, addrId));
  }

  /** `orderSnapshot` of a row already read (`checkoutAddressPart` with an id): 404 unless it is the buyer's. */
  orderSnapshotOf(row: q.AddressRow | null): OrderAddressSnapshot {
    const a = this.infoOf(row);
    return {
      receiver: a.receiver,
      mobile: a.mobile,
      province: a.province,
      city: a.city,
      area: a.area,
      addr: a.addr,
      provinceId: a.provinceId,
      cityId: a.cityId,
      areaId: a.areaId,
    };
  }

  async info(userId: number, addrId: number): Promise<Address> {
    return this.infoOf(await q.ownAddress(this.db, userId, addrId));
  }

  /**
   * The address a checkout shows, as a part of one statement (`readTogether`): the one asked for
   * (null unless the buyer's), or without `addrId` the buyer's default (else newest, else none).
   */
  checkoutAddressPart(userId: number, addrId: number | undefined): ReadPart<q.AddressRow | null> {
    if (addrId) return q.ownAddressPart(userId, addrId);
    const all = q.addressesPart(userId);
    return { sql: sql`${all.sql} limit 1`, decode: (rows) => all.decode(rows)[0] ?? null };
  }

  /** `info` of a row already read (`checkoutAddressPart` with an id): 404 unless it is the buyer's. */
  infoOf(row: q.AddressRow | null): Address {
    if (!row) throw notFound(ADDRESS_TEXT.notFound);
    return toAddress(row);
  }

  /** The checkout's address from `checkoutAddressPart` without an id: the default, or null when the buyer has none. */
  shownOf(row: q.AddressRow | null): Address | null {
    return row ? toAddress(row) : null;
  }

  /** Adds an address; the buyer's first becomes the default, as does one sent with isDefault 1. */
  async add(userId: number, body: AddressInput, locale: Locale): Promise<number> {
    const values = this.values(body, locale);
    const at = new Date(nowMs(this.ctx));
    return this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      const n = await q.countAddresses(tx, userId);
      if (n >= MAX_ADDRESSES) throw showFail(ADDRESS_TEXT.tooMany, 409);
      const isDefault = n === 0 || body.isDefault === 1 ? 1 : 0;
      if (isDefault && n > 0) await q.clearDefault(tx, userId);
      return q.insertAddress(tx, userId, values, isDefault, at);
    });
  }

  /**
   * Edits an address. isDefault 1 makes it the default; the default cannot be un-defaulted by
   * editing it (there must be one): choose another address as default instead.
   */
  async update(userId: number, body: UpdateInput, locale: Locale): Promise<void> {
    const values = this.values(body, locale);
    const at = new Date(nowMs(this.ctx));
    await this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      const row = await q.ownAddress(tx, userId, body.addrId);
      if (!row) throw notFound(ADDRESS_TEXT.notFound);
      if (body.isDefault === 1 && row.isDefault !== 1) await q.clearDefault(tx, userId);
      await q.updateAddress(
        tx,
        userId,
        body.addrId,
        { ...values, ...(body.isDefault === 1 ? { isDefault: 1 } : {}) },
        at,
      );
    });
  }

  /** Deletes an address; when it was the default, the most recently used other address becomes the default. */
  async remove(userId: number, addrId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      const row = await q.ownAddress(tx, userId, addrId);
      if (!row) throw notFound(ADDRESS_TEXT.notFound);
      await q.deleteAddress(tx, userId, addrId);
      if (row.isDefault === 1) {
        const next = await q.newestOther(tx, userId, addrId);
        if (next !== null) await q.setDefault(tx, userId, next);
      }
    });
  }

  async makeDefault(userId: number, addrId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      const row = await q.ownAddress(tx, userId, addrId);
      if (!row) throw notFound(ADDRESS_TEXT.notFound);
      if (row.isDefault === 1) return;
      await q.clearDefault(tx, userId);
      await q.setDefault(tx, userId, addrId);
    });
  }

  /** Region names come from the division data, never from the client; a broken chain is a validation error. */
  private values(body: AddressInput, locale: Locale): q.AddressValues {
    const names = areaChain(body.provinceId, body.cityId, body.areaId);
    if (!names) throw fieldError("areaId", validationText("v.region")!, locale);
    return {
      receiver: body.receiver,
      mobile: body.mobile,
      provinceId: body.provinceId,
      province: names.province,
      cityId: body.cityId,
      city: names.city,
      areaId: body.areaId,
      area: names.area,
      addr: body.addr,
    };
  }

  // ---------------------------------------------------------------- common regions

  /** The buyer's most recent area choices (at most MAX_COMMON_REGIONS), newest first. */
  /** The buyer's recent regions, named in the page's language (English: english-names.ts). */
  async commonRegions(userId: number, locale: Locale = "zh"): Promise<CommonRegion[]> {
    const rows = await q.recentRegions(this.db, userId, MAX_COMMON_REGIONS);
    return rows.flatMap((r) => {
      const path = r.path.map((id) => findArea(id));
      if (path.length === 0 || path.some((a) => !a)) return []; // divisions data changed since: skip
      const chain = path.map((a) => ({
        areaId: a!.areaId,
        areaName: locale === "en" ? englishAreaName(a!.areaName) : a!.areaName,
        areaType: a!.areaType,
      }));
      const leaf = chain[chain.length - 1]!;
      return [
        { areaId: leaf.areaId, areaName: chain.map((a) => a.areaName).join(" "), areaType: leaf.areaType, path: chain },
      ];
    });
  }

  /**
   * Saves an area choice: 1 to 3 ids from the province down, each the child of the one before.
   * Anything else answers A00001 'area operation error' (spec part 8).
   */
  async saveUserArea(userId: number, ids: unknown[]): Promise<void> {
    const path = validChain(ids);
    if (!path) throw showFail(ADDRESS_TEXT.areaError);
    const at = new Date(nowMs(this.ctx));
    await this.db.transaction(async (tx) => {
      await q.lockUser(tx, userId);
      await q.saveRegion(tx, userId, path, at, MAX_COMMON_REGIONS);
    });
  }
}

/** The ids as a province → city → district chain, or null. */
export function validChain(ids: unknown[]): number[] | null {
  if (ids.length < 1 || ids.length > 3) return null;
  const path: number[] = [];
  for (const [i, raw] of ids.entries()) {
    const id = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
    if (typeof id !== "number" || !Number.isSafeInteger(id)) return null;
    const a = findArea(id);
    if (!a || a.areaType !== i + 1 || a.parentId !== (i === 0 ? 0 : path[i - 1])) return null;
    path.push(id);
  }
  return path;
}

export const addressServiceOf = perContext((ctx) => new AddressService(ctx));
