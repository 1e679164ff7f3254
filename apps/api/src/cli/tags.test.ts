import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { createSeededApp } from "../seed/test-support.ts";
import { tagsCommand } from "./tags.ts";
import { commandRunner } from "./test-support.ts";

/** `npm run mall -- tags`: the shop's product groups from a terminal, same checks as `/m/prodTag`. */
let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 120_000);
afterAll(async () => t.close());

const run = commandRunner(() => t, tagsCommand);

describe("npm run mall -- tags", () => {
  it("creates, fills, renames, lists and deletes a group of the shop", async () => {
    const [own1, own2] = (
      await t.ctx.database.query<{ id: number }>(
        "select prod_id as id from products where shop_id = 1 order by prod_id limit 2",
      )
    ).map((r) => Number(r.id));
    const created = await run("create", "--shop", "1", "--zh", "冬季好物", "--en", "Winter finds", "--seq", "7");
    expect(created.code, created.out).toBe(0);
    const id = Number(/#(\d+)/.exec(created.out)![1]);
    expect(await run("prods", String(id), "--shop", "1", "--ids", `${own2},${own1}`)).toEqual({
      code: 0,
      out: `product group #${id} lists 2 product(s)`,
    });
    expect((await run("rename", String(id), "--shop", "1", "--zh", "暖冬", "--en", "Warm", "--hidden")).code).toBe(0);
    const list = await run("list", "--shop", "1");
    expect(list.out).toContain(`#${id}  seq 0  hidden  style 0  暖冬 / Warm\n    products: ${own2}, ${own1}`);
    expect(await run("delete", String(id), "--shop", "1")).toEqual({ code: 0, out: `product group #${id} deleted` });
  });

  it("refuses another shop's group, a foreign product, a long title and bad arguments", async () => {
    const [demo] = (
      await t.ctx.database.query<{ id: number }>(
        "select tag_id as id from prod_tags where shop_id = 1 order by tag_id limit 1",
      )
    ).map((r) => Number(r.id));
    const before = JSON.stringify(await t.ctx.database.query("select * from prod_tag_products order by 1, 2"));
    expect(await run("delete", String(demo), "--shop", "2")).toEqual({
      code: 1,
      out: "A00013 The product group does not exist",
    });
    const foreign = Number(
      (await t.ctx.database.query<{ id: number }>("select prod_id as id from products where shop_id = 2 limit 1"))[0]!
        .id,
    );
    expect(await run("prods", String(demo), "--shop", "1", "--ids", String(foreign))).toEqual({
      code: 1,
      out: `A00001 Product ${foreign} is not your shop's`,
    });
    const long = await run("create", "--shop", "1", "--zh", "很".repeat(21), "--en", "Long");
    expect(long.code).toBe(1);
    expect(long.out).toContain("Group titles: 1-20 characters in Chinese, 1-40 in English");
    expect((await run("rename", "--shop", "1")).code).toBe(2);
    expect((await run("list")).code).toBe(2);
    expect(JSON.stringify(await t.ctx.database.query("select * from prod_tag_products order by 1, 2"))).toBe(before);
  });
});
