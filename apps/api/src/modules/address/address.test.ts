import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ADDRESSES, type Address } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { call, expectOk } from "../../../test/http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** 广东省 › 深圳市 › 南山区 */
const nanshan = { provinceId: 44, cityId: 4403, areaId: 440305 };
/** 北京市 › 市辖区 (shown as 北京市) › 朝阳区 */
const chaoyang = { provinceId: 11, cityId: 1101, areaId: 110105 };
const body = (patch: Record<string, unknown> = {}) => ({
  receiver: "张三",
  mobile: "13800138000",
  ...nanshan,
  addr: "科技园科苑路15号",
  ...patch,
});

const add = (token: string, patch: Record<string, unknown> = {}) =>
  call(t, "POST", "/p/address/addAddr", { token, body: body(patch) });
/** The list in Chinese: the region names as stored (English pages name them in English). */
const list = async (token: string) =>
  (await call(t, "GET", "/p/address/list", { token, lang: "zh" })).data as Address[];

describe("uc-address", () => {
  it("adds an address with region names derived on the server; the first becomes the default", async () => {
    const { token } = await t.login();
    const r = await add(token, { province: "伪造省", city: "x", area: "y", isDefault: 0 });
    expectOk(r);
    expect(r.data).toBeTypeOf("number");
    const [a] = await list(token);
    expect(a).toEqual({
      addrId: r.data,
      receiver: "张三",
      mobile: "13800138000",
      provinceId: 44,
      province: "广东省",
      cityId: 4403,
      city: "深圳市",
      areaId: 440305,
      area: "南山区",
      addr: "科技园科苑路15号",
      isDefault: 1,
    });
    const info = await call(t, "GET", `/p/address/addrInfo/${r.data}`, { token, lang: "zh" });
    expect(info.data).toEqual(a);
  });

  it("names the regions in English on English pages, and keeps the Chinese names stored", async () => {
    const { token } = await t.login();
    const r = await add(token);
    expectOk(r);
    const en = await call(t, "GET", "/p/address/list", { token, lang: "en" });
    expect((en.data as Address[])[0]).toMatchObject({
      province: "Guangdong",
      city: "Shenzhen",
      area: "Nanshan District",
      addr: "科技园科苑路15号",
    });
    const info = await call(t, "GET", `/p/address/addrInfo/${r.data}`, { token, lang: "en" });
    expect(info.data).toMatchObject({ province: "Guangdong", city: "Shenzhen", area: "Nanshan District" });
    expect((await list(token))[0]).toMatchObject({ province: "广东省", city: "深圳市", area: "南山区" });
  });

  it("names a municipality's city level after the municipality", async () => {
    const { token } = await t.login();
    expectOk(await add(token, chaoyang));
    expect((await list(token))[0]).toMatchObject({ province: "北京市", city: "北京市", area: "朝阳区" });
  });

  it.each([
    [
      "recipient of 1 character",
      { receiver: "张" },
      "receiver",
      "Recipient must be 2-20 characters without special characters",
    ],
    [
      "recipient of 21 characters",
      { receiver: "张".repeat(21) },
      "receiver",
      "Recipient must be 2-20 characters without special characters",
    ],
    [
      "recipient with markup",
      { receiver: "<b>张三</b>" },
      "receiver",
      "Recipient must be 2-20 characters without special characters",
    ],
    [
      "missing recipient",
      { receiver: undefined },
      "receiver",
      "Recipient must be 2-20 characters without special characters",
    ],
    ["bad phone", { mobile: "12345" }, "mobile", "Please enter a valid phone number"],
    ["missing phone", { mobile: undefined }, "mobile", "Please enter a valid phone number"],
    ["detail of 4 characters", { addr: "一二三四" }, "addr", "Detailed address must be 5-100 characters"],
    ["detail of 101 characters", { addr: "路".repeat(101) }, "addr", "Detailed address must be 5-100 characters"],
    ["blank detail", { addr: "      " }, "addr", "Detailed address must be 5-100 characters"],
    ["missing province", { provinceId: undefined }, "provinceId", "Please choose the region"],
    ["non-numeric city", { cityId: "abc" }, "cityId", "Please choose the region"],
    ["unknown district", { areaId: 440399 }, "areaId", "Please choose the region"],
    ["district of another city", { areaId: 110105 }, "areaId", "Please choose the region"],
    ["city of another province", { cityId: 1101 }, "areaId", "Please choose the region"],
    ["a city given as the district", { areaId: 4403 }, "areaId", "Please choose the region"],
    ["province given as the city", { cityId: 44 }, "areaId", "Please choose the region"],
  ])("rejects %s", async (_n, patch, field, message) => {
    const { token } = await t.login();
    const r = await add(token, patch);
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await list(token)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses with a clear message`, async () => {
    const { token } = await t.login();
    for (let i = 0; i < MAX_ADDRESSES; i++) expectOk(await add(token, { addr: `科技园科苑路${i}号楼` }));
    const r = await add(token);
    expect([r.status, r.code, r.msg]).toEqual([
      409,
      "A00001",
      `You can keep at most ${MAX_ADDRESSES} addresses; please delete one you no longer use first`,
    ]);
    const zh = await call(t, "POST", "/p/address/addAddr", { token, body: body(), lang: "zh" });
    expect(zh.msg).toBe(`收货地址最多保存${MAX_ADDRESSES}个，请删除不用的地址后再添加`);
  });

  it("holds the limit and the single default under concurrent adds", async () => {
    const { token } = await t.login();
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => add(token, { addr: `并发路${i}号大楼`, isDefault: 1 })),
    );
    expect(results.filter((r) => r.code === "00000")).toHaveLength(MAX_ADDRESSES);
    const all = await list(token);
    expect(all).toHaveLength(MAX_ADDRESSES);
    expect(all.filter((a) => a.isDefault === 1)).toHaveLength(1);
  });

  it("makes a new address the default when asked, and moves the default with defaultAddr", async () => {
    const { token } = await t.login();
    const a = (await add(token)).data as number;
    const b = (await add(token, { isDefault: true })).data as number;
    expect((await list(token)).map((x) => [x.addrId, x.isDefault])).toEqual([
      [b, 1],
      [a, 0],
    ]);
    expectOk(await call(t, "PUT", `/p/address/defaultAddr/${a}`, { token }));
    expect((await list(token)).map((x) => [x.addrId, x.isDefault])).toEqual([
      [a, 1],
      [b, 0],
    ]);
  });

  it("edits an address; the default stays the default when edited with isDefault 0", async () => {
    const { token } = await t.login();
    const a = (await add(token)).data as number;
    const b = (await add(token)).data as number;
    expectOk(
      await call(t, "PUT", "/p/address/updateAddr", {
        token,
        body: { ...body({ receiver: "李四", ...chaoyang }), addrId: a, isDefault: 0 },
      }),
    );
    const info = (await call(t, "GET", `/p/address/addrInfo/${a}`, { token, lang: "zh" })).data as Address;
    expect(info).toMatchObject({ receiver: "李四", province: "北京市", area: "朝阳区", isDefault: 1 });
    expectOk(await call(t, "PUT", "/p/address/updateAddr", { token, body: { ...body(), addrId: b, isDefault: 1 } }));
    expect((await list(token)).find((x) => x.isDefault === 1)?.addrId).toBe(b);
    const bad = await call(t, "PUT", "/p/address/updateAddr", { token, body: { ...body({ areaId: 1 }), addrId: b } });
    expect(bad.code).toBe("A00002");
  });

  it("promotes another address when the default is deleted", async () => {
    const { token } = await t.login();
    const a = (await add(token)).data as number;
    const b = (await add(token)).data as number;
    const c = (await add(token)).data as number;
    expectOk(await call(t, "DELETE", `/p/address/deleteAddr/${a}`, { token }));
    const rest = await list(token);
    expect(rest.map((x) => x.addrId).sort()).toEqual([b, c].sort());
    expect(rest.filter((x) => x.isDefault === 1)).toHaveLength(1);
    expectOk(await call(t, "DELETE", `/p/address/deleteAddr/${c}`, { token }));
    expectOk(await call(t, "DELETE", `/p/address/deleteAddr/${b}`, { token }));
    expect(await list(token)).toEqual([]);
    expectOk(await add(token));
    expect((await list(token))[0]?.isDefault).toBe(1); // the first address again
  });

  it("answers 404 for another buyer's address on every path, and changes nothing", async () => {
    const owner = await t.login();
    const other = await t.login();
    const id = (await add(owner.token)).data as number;
    const attempts = [
      call(t, "GET", `/p/address/addrInfo/${id}`, { token: other.token }),
      call(t, "PUT", "/p/address/updateAddr", {
        token: other.token,
        body: { ...body({ receiver: "黑客" }), addrId: id },
      }),
      call(t, "DELETE", `/p/address/deleteAddr/${id}`, { token: other.token }),
      call(t, "PUT", `/p/address/defaultAddr/${id}`, { token: other.token }),
      call(t, "GET", "/p/address/addrInfo/99999999", { token: other.token }),
    ];
    for (const r of await Promise.all(attempts))
      expect([r.status, r.code, r.msg]).toEqual([404, "A00013", "The address does not exist"]);
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token))[0]).toMatchObject({ addrId: id, receiver: "张三", isDefault: 1 });
  });

  it.each(["0", "-1", "abc", "1.5", "99999999999"])("validates the path id %j", async (id) => {
    const { token } = await t.login();
    const r = await call(t, "GET", `/p/address/addrInfo/${id}`, { token });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
  });

  it("requires a session", async () => {
    expect((await call(t, "GET", "/p/address/list")).code).toBe("A00004");
  });
});

describe("common regions (top-bar area picker)", () => {
  const save = (token: string, body: unknown) => call(t, "POST", "/p/area/saveUserIpArea", { token, body });
  const regions = async (token: string) =>
    (await call(t, "GET", "/p/area/commonRegions", { token, lang: "zh" })).data as {
      areaId: number;
      areaName: string;
      areaType: number;
      path: unknown[];
    }[];

  it("saves chains from the province down and lists the 4 most recent, newest first", async () => {
    const { token } = await t.login();
    expectOk(await save(token, [44]));
    expectOk(await save(token, [44, 4403]));
    expectOk(await save(token, [44, 4403, 440305]));
    expectOk(await save(token, { areaIds: [11, 1101, 110105] }));
    expectOk(await save(token, ["31", "3101"]));
    const r = await regions(token);
    expect(r.map((x) => x.areaId)).toEqual([3101, 110105, 440305, 4403]);
    expect(r[1]).toEqual({
      areaId: 110105,
      areaName: "北京市 北京市 朝阳区",
      areaType: 3,
      path: [
        { areaId: 11, areaName: "北京市", areaType: 1 },
        { areaId: 1101, areaName: "北京市", areaType: 2 },
        { areaId: 110105, areaName: "朝阳区", areaType: 3 },
      ],
    });
    // English pages: 'Deliver to' names the region in English.
    const en = (await call(t, "GET", "/p/area/commonRegions", { token, lang: "en" })).data as typeof r;
    expect(en[1]).toMatchObject({ areaId: 110105, areaName: "Beijing Beijing Chaoyang District" });
    expect(en[0]!.path).toEqual([
      { areaId: 31, areaName: "Shanghai", areaType: 1 },
      { areaId: 3101, areaName: "Shanghai", areaType: 2 },
    ]);
    // Choosing an old one again moves it to the front.
    expectOk(await save(token, [44, 4403]));
    expect((await regions(token)).map((x) => x.areaId)).toEqual([4403, 3101, 110105, 440305]);
    const stored = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from user_regions");
    expect(stored[0]!.n).toBeLessThanOrEqual(4 * 10); // pruned per buyer
  });

  it.each([
    ["an empty list", []],
    ["a city without its province", [4403]],
    ["a broken chain", [44, 1101]],
    ["four levels", [44, 4403, 440305, 440305]],
    ["an unknown id", [99]],
    ["a non-number", ["x"]],
    ["a fraction", [44.5]],
  ])("answers 'area operation error' for %s", async (_n, ids) => {
    const { token } = await t.login();
    const r = await save(token, ids);
    expect([r.status, r.code, r.msg]).toEqual([400, "A00001", "Area operation error"]);
    const zh = await call(t, "POST", "/p/area/saveUserIpArea", { token, body: ids, lang: "zh" });
    expect(zh.msg).toBe("地区操作错误");
    expect(await regions(token)).toEqual([]);
  });

  it("keeps each buyer's regions to themselves", async () => {
    const a = await t.login();
    const b = await t.login();
    await save(a.token, [44]);
    expect(await regions(b.token)).toEqual([]);
  });
});
