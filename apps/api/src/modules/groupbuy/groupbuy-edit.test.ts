import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantGroupActivityView, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { ownerToken } from "../seckill/test-support.ts";
import { createGroupActivity, editGroup, groupSubmit, payBalance, team, teamOf, type Group } from "./test-support.ts";

/*
 * `PUT /m/group_activity/{groupActivityId}`: the shop edits a group buy that has not
 * ended. Buyers see the new price at once; a group already open keeps the size it was opened with;
 * an ended activity, another shop's, a changed product or start once running and a bad body are
 * refused with a localized message, and nothing changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

const mine = async (token: string, id: number) =>
  (
    await api<Page<MerchantGroupActivityView>>(t, "GET", "/m/group_activity/page?size=100", { token })
  ).data.records.find((r) => r.groupActivityId === id)!;

async function opLog(id: number): Promise<{ detail: { nameEn?: string } }[]> {
  return t.ctx.database.query(
    "select detail from staff_op_log where target = $1 and action = 'promotion.update' order by id",
    [`group_buy:${id}`],
  );
}

describe("editing a group buy", () => {
  it("before the start: everything changes; the shop's list has both names", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, startInMs: HOUR, skuIndex: 20 });
    const token = await ownerToken(t, g.sku.shopId);
    const r = await editGroup(t, g, token, {
      nameZh: "改过的拼团",
      nameEn: "Edited group buy",
      groupNumber: 3,
      groupValidMinutes: 30,
      maxNum: 4,
      groupPrice: 1500,
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(await mine(token, g.groupActivityId)).toMatchObject({
      activityNameZh: "改过的拼团",
      activityNameEn: "Edited group buy",
      activityStatus: 1,
      groupNumber: 3,
      groupValidMinutes: 30,
      maxNum: 4,
      groupPrice: 15,
    });
    expect((await opLog(g.groupActivityId)).map((e) => e.detail.nameEn)).toEqual(["Edited group buy"]);
  });

  it("while running: buyers see and pay the new price; an open group keeps its size, new groups take the new one", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, price: 990, skuIndex: 21 });
    const token = await ownerToken(t, g.sku.shopId);
    const a = await buyer(t, "改团甲");
    await grant(t, a.userId, 100_00);
    const s1 = await groupSubmit(t, a, { groupSkuId: g.groupSkuId });
    expect((await payBalance(t, a, s1.data.payNo)).code).toBe("00000");
    const teamId = (await teamOf(t, s1.data.orderNumbers[0]!))!;

    const r = await editGroup(t, g, token, {
      groupNumber: 3,
      groupPrice: 1234,
      endTime: new Date(Date.now() + 2 * HOUR),
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    const shown = await api(t, "GET", `/ma/group_activity/info?groupActivityId=${g.groupActivityId}`);
    expect(shown.data).toMatchObject({ activityStatus: 2, groupPrice: 12.34, groupNumber: 3 });

    const b = await buyer(t, "改团乙");
    await grant(t, b.userId, 100_00);
    const s2 = await groupSubmit(t, b, { groupSkuId: g.groupSkuId, groupTeamId: teamId });
    expect(s2.data.actualTotal).toBe(12.34);
    expect((await payBalance(t, b, s2.data.payNo)).code).toBe("00000");
    expect(await team(t, teamId)).toEqual({ joinNum: 2, status: 2 }); // opened for 2: full
  });

  type Refusal = [
    what: string,
    make: () => Promise<{ g: Group; token: string; change: Parameters<typeof editGroup>[3] }>,
    lang: "zh" | "en",
    expected: { status: number; code: string; msg: string },
  ];
  const running = async (skuIndex: number) => {
    const g = await createGroupActivity(t, { groupNumber: 2, skuIndex });
    return { g, token: await ownerToken(t, g.sku.shopId) };
  };
  const refusals: Refusal[] = [
    [
      "ended by the shop",
      async () => {
        const r = await running(22);
        await api(t, "PUT", `/m/group_activity/${r.g.groupActivityId}/end`, { token: r.token });
        return { ...r, change: { nameEn: "Too late" } };
      },
      "zh",
      { status: 409, code: "A00035", msg: "活动已结束，不能再修改" },
    ],
    [
      "past its end",
      async () => {
        const g = await createGroupActivity(t, {
          groupNumber: 2,
          startInMs: -2 * HOUR,
          durationMs: HOUR,
          skuIndex: 23,
        });
        return { g, token: await ownerToken(t, g.sku.shopId), change: { endTime: new Date(Date.now() + HOUR) } };
      },
      "en",
      { status: 409, code: "A00035", msg: "The activity has ended and can no longer be changed" },
    ],
    [
      "start moved past now once running",
      async () => ({
        ...(await running(24)),
        change: { startTime: new Date(Date.now() + HOUR), endTime: new Date(Date.now() + 3 * HOUR) },
      }),
      "zh",
      { status: 409, code: "A00001", msg: "活动已开始，开始时间不能改到以后" },
    ],
    [
      "a bad body (group of 1)",
      async () => ({ ...(await running(25)), change: { groupNumber: 1 } }),
      "en",
      { status: 400, code: "A00002", msg: "The group size must be 2-50 buyers" },
    ],
    [
      "a product not of the shop",
      async () => {
        const r = await running(26);
        const [other] = await t.ctx.database.query<{ prod_id: number; sku_id: number }>(
          `select p.prod_id, k.sku_id from products p join skus k on k.prod_id = p.prod_id
            where p.shop_id <> $1 and p.status = 1 and k.status = 1 limit 1`,
          [r.g.sku.shopId],
        );
        r.g.body = { ...r.g.body, skus: [{ skuId: Number(other!.sku_id), groupPrice: 990 }] };
        return { ...r, change: { prodId: Number(other!.prod_id) } };
      },
      "zh",
      { status: 404, code: "A00001", msg: "商品不存在或不属于本店" },
    ],
  ];
  it.each(refusals)("is refused: %s", async (_what, make, lang, expected) => {
    const { g, token, change } = await make();
    const r = await editGroup(t, g, token, change, lang);
    expect({ status: r.status, code: r.code }).toEqual({ status: expected.status, code: expected.code });
    expect(r.msg).toContain(expected.msg);
    expect(await opLog(g.groupActivityId)).toEqual([]);
  });

  it("another shop's group buy answers 404 exactly like an unknown id, and stays as it was", async () => {
    const g = await createGroupActivity(t, { groupNumber: 2, price: 990, skuIndex: 27 });
    const [other] = await t.ctx.database.query<{ shop_id: number }>(
      "select shop_id from shops where status = 1 and shop_id <> $1 order by shop_id limit 1",
      [g.sku.shopId],
    );
    const token = await ownerToken(t, Number(other!.shop_id));
    const theirs = await editGroup(t, g, token, { groupPrice: 1 });
    const unknown = await editGroup(t, { ...g, groupActivityId: 2_000_000_000 }, token, { groupPrice: 1 });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([404, unknown.code, unknown.msg]);
    const shown = await api(t, "GET", `/ma/group_activity/info?groupActivityId=${g.groupActivityId}`);
    expect(shown.data.groupPrice).toBe(9.9);
  });
});
