/** Helpers for the group-buy tests (not loaded by the app). */
import type { GroupActivityBody } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { groupBuyServiceOf } from "./service.ts";

export interface Group {
  groupActivityId: number;
  groupSkuId: number;
  sku: Sku;
  /** The body it was created with (the merchant API's edit takes the same). */
  body: GroupActivityBody;
}

/** A group activity of an on-sale SKU: running now unless `startInMs` says otherwise. */
export async function createGroupActivity(
  t: TestApp,
  opts: {
    groupNumber: number;
    price?: number;
    maxNum?: number;
    validMinutes?: number;
    startInMs?: number;
    durationMs?: number;
    skuIndex?: number;
  },
): Promise<Group> {
  const sku = (await onSaleSkus(t))[opts.skuIndex ?? 0]!;
  const start = Date.now() + (opts.startInMs ?? -60_000);
  const body: GroupActivityBody = {
    nameZh: "测试拼团",
    nameEn: "Test group buy",
    prodId: sku.prodId,
    startTime: new Date(start),
    endTime: new Date(start + (opts.durationMs ?? 3_600_000)),
    groupNumber: opts.groupNumber,
    groupValidMinutes: opts.validMinutes ?? 60,
    maxNum: opts.maxNum ?? 2,
    skus: [{ skuId: sku.skuId, groupPrice: opts.price ?? 990 }],
  };
  const groupActivityId = await groupBuyServiceOf(t.ctx).create(sku.shopId, body);
  const [row] = await t.ctx.database.query<{ group_sku_id: number }>(
    "select group_sku_id from group_skus where group_activity_id = $1",
    [groupActivityId],
  );
  return { groupActivityId, groupSkuId: Number(row!.group_sku_id), sku, body };
}

type Buyer = { token: string; addrId: number };

export const groupSubmit = (
  t: TestApp,
  b: Buyer,
  body: { groupSkuId: number; count?: number; groupTeamId?: number },
  lang: "zh" | "en" = "en",
) =>
  api<{ payNo: string; orderNumbers: string[]; actualTotal: number }>(t, "POST", "/p/group_order/submit", {
    token: b.token,
    body: { addrId: b.addrId, count: 1, groupTeamId: 0, ...body },
    lang,
  });

export const payBalance = (t: TestApp, b: Buyer, payNo: string) =>
  api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo, payType: 1 } });

/** The group an order is in (after payment), or null. */
export async function teamOf(t: TestApp, orderNumber: string): Promise<number | null> {
  const [r] = await t.ctx.database.query<{ id: number | null }>(
    "select g.group_team_id as id from group_orders g join orders o on o.order_id = g.order_id where o.order_number = $1",
    [orderNumber],
  );
  return r?.id === null || r?.id === undefined ? null : Number(r.id);
}

export async function statusOfOrder(t: TestApp, orderNumber: string): Promise<number> {
  const [r] = await t.ctx.database.query<{ s: number }>("select status as s from orders where order_number = $1", [
    orderNumber,
  ]);
  return Number(r!.s);
}

export async function team(t: TestApp, groupTeamId: number): Promise<{ joinNum: number; status: number }> {
  const [r] = await t.ctx.database.query<{ j: number; s: number }>(
    "select join_num as j, status as s from group_teams where group_team_id = $1",
    [groupTeamId],
  );
  return { joinNum: Number(r!.j), status: Number(r!.s) };
}

/** Refund rows of an order: count, sum and how many succeeded. */
export async function refundsOf(t: TestApp, orderNumber: string): Promise<{ n: number; amount: number; done: number }> {
  const [r] = await t.ctx.database.query<{ n: number; a: number; d: number }>(
    `select count(*)::int as n, coalesce(sum(r.refund_amount), 0)::int as a, count(*) filter (where r.status = 5)::int as d
       from refunds r join orders o on o.order_id = r.order_id where o.order_number = $1`,
    [orderNumber],
  );
  return { n: Number(r!.n), amount: Number(r!.a), done: Number(r!.d) };
}

/** `PUT /m/group_activity/{id}` with the activity's body and the given changes (the first SKU's price in `groupPrice`). */
export function editGroup(
  t: TestApp,
  g: Group,
  token: string,
  change: Partial<Omit<GroupActivityBody, "skus">> & { groupPrice?: number } = {},
  lang: "zh" | "en" = "en",
) {
  const { groupPrice, ...rest } = change;
  const skus = g.body.skus.map((k, i) => (i === 0 && groupPrice !== undefined ? { ...k, groupPrice } : k));
  return api(t, "PUT", `/m/group_activity/${g.groupActivityId}`, { token, body: { ...g.body, ...rest, skus }, lang });
}
