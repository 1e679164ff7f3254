/** Helpers for the flash-sale tests (not loaded by the app). */
import type { TestApp } from "../../../test/harness.ts";
import type { SeckillBody } from "@souk/contract";
import { api } from "../../../test/http.ts";
import { users } from "../../infra/db/schema/index.ts";
import { onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { seckillServiceOf } from "./service.ts";

export interface Flash {
  seckillId: number;
  seckillSkuId: number;
  sku: Sku;
  /** The body it was created with (the merchant API's edit takes the same). */
  body: SeckillBody;
}

/** A flash sale of an on-sale SKU: running now unless `startInMs` says otherwise. */
export async function createFlash(
  t: TestApp,
  opts: { stock: number; maxNum: number; price?: number; startInMs?: number; durationMs?: number; skuIndex?: number },
): Promise<Flash> {
  const sku = (await onSaleSkus(t))[opts.skuIndex ?? 0]!;
  const start = Date.now() + (opts.startInMs ?? -60_000);
  const body: SeckillBody = {
    nameZh: "测试秒杀",
    nameEn: "Test flash sale",
    prodId: sku.prodId,
    startTime: new Date(start),
    endTime: new Date(start + (opts.durationMs ?? 3_600_000)),
    maxNum: opts.maxNum,
    skus: [{ skuId: sku.skuId, seckillPrice: opts.price ?? 990, stock: opts.stock }],
  };
  const seckillId = await seckillServiceOf(t.ctx).create(sku.shopId, body);
  const [row] = await t.ctx.database.query<{ seckill_sku_id: number }>(
    "select seckill_sku_id from seckill_skus where seckill_id = $1",
    [seckillId],
  );
  return { seckillId, seckillSkuId: Number(row!.seckill_sku_id), sku, body };
}

/** `n` buyers with a token and a default address, created in bulk (the race is what is tested, not sign-up). */
export async function manyBuyers(t: TestApp, n: number): Promise<{ userId: number; token: string; addrId: number }[]> {
  const created = await t.ctx.database.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ nickName: `flash${i}` })))
    .returning({ userId: users.userId });
  const ids = created.map((u) => u.userId);
  await t.ctx.database.query(
    `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
     select u, '张三', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1 from unnest($1::int[]) as u`,
    [ids],
  );
  const addr = new Map(
    (
      await t.ctx.database.query<{ user_id: number; addr_id: number }>(
        "select user_id, addr_id from user_addresses where user_id = any($1::int[])",
        [ids],
      )
    ).map((r) => [Number(r.user_id), Number(r.addr_id)]),
  );
  const out = [];
  for (const userId of ids)
    out.push({ userId, token: (await t.ctx.tokens.issue(userId)).token, addrId: addr.get(userId)! });
  return out;
}

/** Flash orders and pieces of a flash SKU, and its `sold` figure. */
export async function flashFigures(
  t: TestApp,
  seckillSkuId: number,
): Promise<{ orders: number; pieces: number; sold: number; open: number }> {
  const [o] = await t.ctx.database.query<{ n: number; p: number; open: number }>(
    `select count(*)::int as n, coalesce(sum(count), 0)::int as p,
            coalesce(sum(count) filter (where released_at is null), 0)::int as open
       from seckill_orders where seckill_sku_id = $1`,
    [seckillSkuId],
  );
  const [k] = await t.ctx.database.query<{ sold: number }>("select sold from seckill_skus where seckill_sku_id = $1", [
    seckillSkuId,
  ]);
  return { orders: Number(o!.n), pieces: Number(o!.p), sold: Number(k!.sold), open: Number(o!.open) };
}

export function tally(results: { code: string }[]): Record<string, number> {
  return results.reduce<Record<string, number>>((m, r) => ({ ...m, [r.code]: (m[r.code] ?? 0) + 1 }), {});
}

/** The token of a seeded shop's owner (`shop<shopId>`), for the merchant routes. */
export async function ownerToken(t: TestApp, shopId: number): Promise<string> {
  const r = await api<{ token: string }>(t, "POST", "/m/login", {
    body: { userName: `shop${shopId}`, passWord: "souk1234" },
  });
  return r.data.token;
}

/** `PUT /m/seckill/{id}` with the flash sale's body and the given changes (the first SKU's price and stock in `sku`). */
export function editFlash(
  t: TestApp,
  f: Flash,
  token: string,
  change: Partial<Omit<SeckillBody, "skus">> & { sku?: { seckillPrice?: number; stock?: number } } = {},
  lang: "zh" | "en" = "en",
) {
  const { sku, ...rest } = change;
  const body = { ...f.body, ...rest, skus: f.body.skus.map((k, i) => (i === 0 ? { ...k, ...sku } : k)) };
  return api(t, "PUT", `/m/seckill/${f.seckillId}`, { token, body, lang });
}
