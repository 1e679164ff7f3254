import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum, grant, stockOf } from "../checkout/test-support.ts";
import { api, apiZh } from "../../../test/http.ts";
import { fireJobs, staffToken } from "../refund/test-support.ts";
import { walletServiceOf } from "../wallet/service.ts";
import {
  createGroupActivity,
  groupSubmit,
  payBalance,
  refundsOf,
  statusOfOrder,
  team,
  teamOf,
} from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

async function counts(): Promise<number[]> {
  const [r] = await t.ctx.database.query<{ o: number; g: number; tr: number; tm: number }>(
    `select (select count(*)::int from orders) as o, (select count(*)::int from group_orders) as g,
            (select count(*)::int from trades) as tr, (select count(*)::int from group_teams) as tm`,
  );
  return [Number(r!.o), Number(r!.g), Number(r!.tr), Number(r!.tm)];
}

describe("the product detail (issue 32)", () => {
  it("carries the product's running group buy: price, team size, end and the activity id", async () => {
    const g = await createGroupActivity(t, { groupNumber: 3, price: 1500, skuIndex: 9 });
    const detail = await api(t, "GET", `/prod/prodInfo?prodId=${g.sku.prodId}`);
    const badge = detail.data.activities.find((a: { type: string }) => a.type === "groupBuy");
    expect(badge).toMatchObject({ groupActivityId: g.groupActivityId, groupNumber: 3, activityPrice: 15 });
    expect(badge.expiresIn).toBeGreaterThan(0);
  });
});

describe("a group of two", () => {
  it("is listed, started by a payment ('grouping'), joined by a second buyer, and both orders move to pending delivery", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, price: 1990, skuIndex: 3 });
    const page = await api(t, "GET", "/ua/group_activity/page?size=100");
    expect(page.data.records.map((r: { groupActivityId: number }) => r.groupActivityId)).toContain(g.groupActivityId);

    const a = await buyer(t, "团长甲");
    const c = await api(t, "POST", "/p/group_order/confirm", {
      token: a.token,
      body: { groupSkuId: g.groupSkuId, count: 2 },
    });
    // ¥19.90 × 2, free delivery for group orders, nothing stacked.
    expect(c.data).toMatchObject({ total: 39.8, transfee: 0, actualTotal: 39.8, count: 2, team: null });
    const stock = await stockOf(t, g.sku.skuId);
    const s1 = await groupSubmit(t, a, { groupSkuId: g.groupSkuId, count: 2 });
    expect(s1.code, s1.msg ?? "").toBe("00000");
    expect(await stockOf(t, g.sku.skuId)).toBe(stock - 2); // reserved at submit, as in checkout
    const o1 = s1.data.orderNumbers[0]!;
    expect(await statusOfOrder(t, o1)).toBe(1);
    expect(await teamOf(t, o1)).toBeNull(); // unpaid: no group yet

    await grant(t, a.userId, 100_00);
    expect((await payBalance(t, a, s1.data.payNo)).code).toBe("00000");
    expect(await statusOfOrder(t, o1)).toBe(7);
    const teamId = (await teamOf(t, o1))!;
    expect(await team(t, teamId)).toEqual({ joinNum: 1, status: 1 });
    const grouping = await api(t, "GET", "/p/myOrder/myOrder?status=7", { token: a.token });
    expect(grouping.data.records.map((r: { orderNumber: string }) => r.orderNumber)).toContain(o1);
    expect((await api(t, "GET", "/p/myOrder/orderCount", { token: a.token })).data.grouping).toBe(1);

    const info = await api(t, "GET", `/ma/group_activity/info?groupActivityId=${g.groupActivityId}`, {
      token: a.token,
    });
    expect(info.data.myTeamId).toBe(teamId);
    const shown = info.data.teams.find((x: { groupTeamId: number }) => x.groupTeamId === teamId);
    expect(shown).toMatchObject({ joinNum: 1, groupNumber: 2, status: 1, leaderNickName: "团***甲" });
    expect(shown.expiresIn).toBeGreaterThan(3500);

    const b = await buyer(t, "团员乙");
    const s2 = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId });
    expect(s2.code, s2.msg ?? "").toBe("00000");
    await grant(t, b.userId, 100_00);
    expect((await payBalance(t, b, s2.data.payNo)).code).toBe("00000");
    const o2 = s2.data.orderNumbers[0]!;
    expect([await statusOfOrder(t, o1), await statusOfOrder(t, o2)]).toEqual([2, 2]);
    expect(await team(t, teamId)).toEqual({ joinNum: 2, status: 2 });
    // A full group leaves the list; its expiry job is gone (nothing to refund later).
    const after = await api(t, "GET", `/ua/group_activity/join_group_list?groupActivityId=${g.groupActivityId}`);
    expect(after.data.map((x: { groupTeamId: number }) => x.groupTeamId)).not.toContain(teamId);
    await fireJobs(t, `group-expire:${teamId}`);
    expect([await statusOfOrder(t, o1), await statusOfOrder(t, o2)]).toEqual([2, 2]);
    expect(await walletServiceOf(t.ctx).balance(a.userId)).toBe(100_00 - 39_80);
    await expectBalanceIsLedgerSum(t, a.userId);
  });
});

describe("a group that times out", () => {
  it("closes every member's order and refunds each exactly once where it was paid (balance, WeChat sandbox)", async () => {
    const g = await createGroupActivity(t, { groupNumber: 3, price: 1500, skuIndex: 4 });
    const stock = await stockOf(t, g.sku.skuId);
    const a = await buyer(t);
    const s1 = await groupSubmit(t, a, { groupSkuId: g.groupSkuId });
    await grant(t, a.userId, 50_00);
    await payBalance(t, a, s1.data.payNo);
    const teamId = (await teamOf(t, s1.data.orderNumbers[0]!))!;

    // The second member pays with WeChat (sandbox gateway, signed notification).
    const b = await buyer(t);
    const s2 = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId });
    const pay = await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: s2.data.payNo, payType: 2 } });
    const prepayId = new URL(pay.data.codeUrl).searchParams.get("prepayId")!;
    expect((await api(t, "POST", `/sandbox/wxpay/prepay/${prepayId}/confirm`)).code).toBe("00000");
    expect(await statusOfOrder(t, s2.data.orderNumbers[0]!)).toBe(7);
    expect(await team(t, teamId)).toEqual({ joinNum: 2, status: 1 });

    // While waiting, after-sales is refused (mall4cloud: no refund in WAIT_GROUP).
    const [item] = await t.ctx.database.query<{ id: number }>(
      "select order_item_id as id from order_items i join orders o using (order_id) where o.order_number = $1",
      [s1.data.orderNumbers[0]],
    );
    const refused = await api(t, "POST", "/p/orderRefund/apply", {
      token: a.token,
      body: {
        orderNumber: s1.data.orderNumbers[0],
        orderItemId: Number(item!.id),
        applyType: 1,
        refundCount: 1,
        refundAmount: 15,
        buyerReason: "other",
      },
    });
    expect(refused.code).not.toBe("00000");

    // The wait is over: the job fails the group; twice (a retried job) changes nothing more.
    await fireJobs(t, `group-expire:${teamId}`);
    const { groupBuyServiceOf } = await import("./service.ts");
    expect(await groupBuyServiceOf(t.ctx).expireTeam(teamId)).toBe(0);
    expect(await team(t, teamId)).toEqual({ joinNum: 2, status: 3 });
    for (const o of [s1, s2]) expect(await statusOfOrder(t, o.data.orderNumbers[0]!)).toBe(6);
    expect(await stockOf(t, g.sku.skuId)).toBe(stock);

    await fireJobs(t, "group-refund:");
    await fireJobs(t, "group-refund:"); // nothing left to run
    const { refundServiceOf } = await import("../refund/service.ts");
    const [oid] = await t.ctx.database.query<{ id: number }>(
      "select order_id as id from orders where order_number = $1",
      [s1.data.orderNumbers[0]],
    );
    expect(await refundServiceOf(t.ctx).refundClosedOrder(Number(oid!.id), "again")).toBe(0);
    // Balance: back at once, through the ledger.
    expect(await refundsOf(t, s1.data.orderNumbers[0]!)).toEqual({ n: 1, amount: 1500, done: 1 });
    expect(await walletServiceOf(t.ctx).balance(a.userId)).toBe(50_00);
    await expectBalanceIsLedgerSum(t, a.userId);
    // WeChat: the gateway's refund call, done when its signed notification arrives (the sandbox's job).
    const [wx] = await t.ctx.database.query<{ g: string | null }>(
      "select r.gateway_refund_id as g from refunds r join orders o on o.order_id = r.order_id where o.order_number = $1",
      [s2.data.orderNumbers[0]],
    );
    expect(wx!.g).toMatch(/^5030\d{24}$/);
    await fireJobs(t, "refund-wx-notify:");
    expect(await refundsOf(t, s2.data.orderNumbers[0]!)).toEqual({ n: 1, amount: 1500, done: 1 });
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(0);
  });
});

describe("bad input: refused with the spec's messages, nothing created", () => {
  it.each([
    ["forged group SKU", "groupSkuId", 999_999, 0, 404, "The group buy does not exist"],
    ["forged group", "team", 0, 999_999, 404, "The group does not exist"],
    ["quantity over the limit", "count", 3, 0, 409, "You can buy at most 2 per order"],
    ["quantity 0", "count", 0, 0, 400, "The quantity must be 1-99"],
    ["quantity 1.5", "count", 1.5, 0, 400, "The quantity must be 1-99"],
  ])("%s", async (_name, field, value, teamId, status, msg) => {
    const g = await createGroupActivity(t, { groupNumber: 2, skuIndex: 5 });
    const b = await buyer(t);
    const before = await counts();
    const body =
      field === "groupSkuId"
        ? { groupSkuId: value }
        : field === "count"
          ? { groupSkuId: g.groupSkuId, count: value }
          : { groupSkuId: g.groupSkuId, groupTeamId: teamId };
    const r = await groupSubmit(t, b, body);
    expect(r.status).toBe(status);
    expect(r.msg).toContain(msg);
    expect(await counts()).toEqual(before);
  });

  it("before the start, after the end, a full, an expired or one's own group, another activity's group", async () => {
    const soon = await createGroupActivity(t, { groupNumber: 2, startInMs: 3_600_000, skuIndex: 5 });
    const over = await createGroupActivity(t, { groupNumber: 2, startInMs: -7_200_000, durationMs: 3_600_000 });
    const g = await createGroupActivity(t, { groupNumber: 2, skuIndex: 6, validMinutes: 5 });
    const other = await createGroupActivity(t, { groupNumber: 2, skuIndex: 7 });
    const [a, b, c] = [await buyer(t), await buyer(t), await buyer(t)];
    for (const x of [a, b, c]) await grant(t, x.userId, 100_00);
    // a's open group, then b fills it.
    const s1 = await groupSubmit(t, a, { groupSkuId: g.groupSkuId });
    await payBalance(t, a, s1.data.payNo);
    const full = (await teamOf(t, s1.data.orderNumbers[0]!))!;
    const s2 = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: full });
    await payBalance(t, b, s2.data.payNo);
    // c's open group, which will expire.
    const s3 = await groupSubmit(t, c, { groupSkuId: g.groupSkuId });
    await payBalance(t, c, s3.data.payNo);
    const mine = (await teamOf(t, s3.data.orderNumbers[0]!))!;

    const before = await counts();
    const cases: [
      string,
      { token: string; addrId: number },
      { groupSkuId: number; groupTeamId?: number },
      number,
      string,
    ][] = [
      ["before the start", a, { groupSkuId: soon.groupSkuId }, 409, "活动未开始"],
      ["after the end", a, { groupSkuId: over.groupSkuId }, 409, "活动已结束"],
      ["a full group", c, { groupSkuId: g.groupSkuId, groupTeamId: full }, 409, "该团已满员"],
      ["one's own group", c, { groupSkuId: g.groupSkuId, groupTeamId: mine }, 409, "您已在该团中"],
      ["another activity's group", a, { groupSkuId: other.groupSkuId, groupTeamId: mine }, 404, "该团不存在"],
    ];
    for (const [name, who, body, status, msg] of cases) {
      const r = await groupSubmit(t, who, body, "zh");
      expect([name, r.status, r.msg]).toEqual([name, status, expect.stringContaining(msg)]);
      const conf = await apiZh(t, "POST", "/p/group_order/confirm", { token: who.token, body: { count: 1, ...body } });
      expect([name, conf.status]).toEqual([name, status]);
    }
    // c's group expires (clock moved past its wait): joining it is refused.
    const real = t.ctx.clock;
    t.ctx.clock = () => Date.now() + 6 * 60_000;
    try {
      const r = await groupSubmit(t, a, { groupSkuId: g.groupSkuId, groupTeamId: mine }, "zh");
      expect([r.status, r.msg]).toEqual([409, expect.stringContaining("该团已过期")]);
    } finally {
      t.ctx.clock = real;
    }
    expect(await counts()).toEqual(before);
  });

  it("an unpaid order waiting to join counts as being in the group (no second order for it)", async () => {
    const g = await createGroupActivity(t, { groupNumber: 3, skuIndex: 8 });
    const [a, b] = [await buyer(t), await buyer(t)];
    await grant(t, a.userId, 100_00);
    const s1 = await groupSubmit(t, a, { groupSkuId: g.groupSkuId });
    await payBalance(t, a, s1.data.payNo);
    const teamId = (await teamOf(t, s1.data.orderNumbers[0]!))!;
    expect((await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId })).code).toBe("00000");
    const again = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId });
    expect([again.status, again.msg]).toEqual([409, "You are already in this group"]);
  });
});

describe("the shop side", () => {
  it("creates, lists and ends its own activities; another shop's product or activity is not found", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, skuIndex: 9 });
    const staff = await staffToken(t, g.sku.shopId);
    const created = await api(t, "POST", "/m/group_activity", {
      token: staff,
      body: {
        nameZh: "两人团",
        nameEn: "Team of two",
        prodId: g.sku.prodId,
        startTime: new Date().toISOString(),
        endTime: new Date(Date.now() + 3_600_000).toISOString(),
        groupNumber: 2,
        groupValidMinutes: 30,
        maxNum: 1,
        skus: [{ skuId: g.sku.skuId, groupPrice: 500 }],
      },
    });
    expect(created.code, created.msg ?? "").toBe("00000");
    const list = await api(t, "GET", "/m/group_activity/page?size=100", { token: staff });
    expect(list.data.records.map((r: { groupActivityId: number }) => r.groupActivityId)).toContain(
      created.data.groupActivityId,
    );
    const bad = await api(t, "POST", "/m/group_activity", {
      token: staff,
      body: {
        nameZh: "x",
        nameEn: "x",
        prodId: g.sku.prodId,
        startTime: "2026-01-01",
        endTime: "2026-01-02",
        groupNumber: 1,
        groupValidMinutes: 0,
        maxNum: 1,
        skus: [{ skuId: g.sku.skuId, groupPrice: 0 }],
      },
      lang: "en",
    });
    expect(bad.code).toBe("A00002");
    expect(JSON.stringify(bad.data)).toContain("The group size must be 2-50 buyers");
    expect((await api(t, "PUT", `/m/group_activity/${created.data.groupActivityId}/end`, { token: staff })).code).toBe(
      "00000",
    );
    const b = await buyer(t);
    const [k] = await t.ctx.database.query<{ id: number }>(
      "select group_sku_id as id from group_skus where group_activity_id = $1",
      [created.data.groupActivityId],
    );
    expect((await groupSubmit(t, b, { groupSkuId: Number(k!.id) })).msg).toBe("The event has ended");
    const [o] = await t.ctx.database.query<{ id: number }>(
      "select shop_id as id from shops where status = 1 and shop_id <> $1 order by shop_id limit 1",
      [g.sku.shopId],
    );
    const otherShop = await staffToken(t, Number(o!.id));
    expect((await api(t, "PUT", `/m/group_activity/${g.groupActivityId}/end`, { token: otherShop })).status).toBe(404);
  });
});

describe("the demo data", () => {
  it("has running group activities with open groups started by real paid orders", async () => {
    const { ensureGroupBuyDemo } = await import("../../seed/groupbuys.ts");
    await t.ctx.database.query("update group_activities set status = 0");
    await ensureGroupBuyDemo(t.ctx, new Date(), { demoOrders: true });
    const page = await api(t, "GET", "/ua/group_activity/page?size=100");
    expect(page.data.total).toBeGreaterThan(0); // two per shop of the first three, as far as the test catalogue has products
    let members = 0;
    for (const a of page.data.records as { groupActivityId: number; groupNumber: number; openGroups: number }[]) {
      expect(a.openGroups).toBe(1);
      const info = await api(t, "GET", `/ma/group_activity/info?groupActivityId=${a.groupActivityId}`);
      expect(info.data.teams[0]).toMatchObject({ joinNum: a.groupNumber - 1, status: 1 });
      members += a.groupNumber - 1;
    }
    const [o] = await t.ctx.database.query<{ n: number }>(
      `select count(*)::int as n from orders o join group_orders g on g.order_id = o.order_id
        join group_activities a on a.group_activity_id = g.group_activity_id
       where a.status = 1 and g.group_team_id is not null and o.status = 7`,
    );
    expect(Number(o!.n)).toBe(members);
  });
});
