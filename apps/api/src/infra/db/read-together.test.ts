import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.ts";
import type { Database } from "./client.ts";
import { jsonDate, readTogether, type ReadPart } from "./read-together.ts";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.query(
    `create table rt_things (id int primary key, owner int not null, name text not null, at timestamptz not null,
       tags int[] not null, extra jsonb, amount bigint not null)`,
  );
  await database.query(
    `insert into rt_things values
       (1, 7, '蓝牙耳机', '2026-11-26T08:00:00.123Z', '{1,2}', '{"k":"v"}', 9007199254740),
       (2, 7, 'case', '2026-11-27T00:00:00Z', '{}', null, 0),
       (3, 8, 'other buyer', '2026-11-26T00:00:00Z', '{3}', null, 5)`,
  );
});
afterAll(async () => drop());

const thingsOf = (owner: number): ReadPart<{ id: number; name: string; at: Date | null; tags: number[] }[]> => ({
  sql: sql`select id, name, at, tags from rt_things where owner = ${owner} order by id desc`,
  decode: (rows) =>
    rows.map((r) => ({ id: Number(r.id), name: String(r.name), at: jsonDate(r.at), tags: r.tags as number[] })),
});
const oneThing = (id: number): ReadPart<{ extra: unknown; amount: number } | null> => ({
  sql: sql`select extra, amount from rt_things where id = ${id}`,
  decode: (rows) => (rows[0] ? { extra: rows[0].extra, amount: Number(rows[0].amount) } : null),
});

describe("readTogether: several reads in one statement", () => {
  it("answers each part's rows in its own order, with dates, arrays, jsonb, bigint and non-ASCII text intact", async () => {
    const [mine, theirs, first, missing] = await readTogether(database.db, [
      thingsOf(7),
      thingsOf(8),
      oneThing(1),
      oneThing(99),
    ]);
    expect(mine).toEqual([
      { id: 2, name: "case", at: new Date("2026-11-27T00:00:00Z"), tags: [] },
      { id: 1, name: "蓝牙耳机", at: new Date("2026-11-26T08:00:00.123Z"), tags: [1, 2] },
    ]);
    expect(theirs.map((t) => t.id)).toEqual([3]);
    expect(first).toEqual({ extra: { k: "v" }, amount: 9007199254740 });
    expect(missing).toBeNull();
  });

  it("answers an empty list for a part without rows", async () => {
    const [none] = await readTogether(database.db, [thingsOf(404)]);
    expect(none).toEqual([]);
  });

  it("sends one statement however many parts", async () => {
    const sent: string[] = [];
    const counting = new Proxy(database.db, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver) as unknown;
        if (key !== "execute" || typeof v !== "function") return v;
        return (q: unknown) => {
          sent.push("execute");
          return (v as (q: unknown) => unknown).call(target, q);
        };
      },
    });
    await readTogether(counting, [thingsOf(7), thingsOf(8), oneThing(1)]);
    expect(sent).toEqual(["execute"]);
  });
});
