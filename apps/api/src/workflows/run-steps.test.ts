import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../../test/harness.ts";
import type { Database, Tx } from "../infra/db/client.ts";
import { AppError } from "../infra/http/app-error.ts";
import { failedStepOf, runInTransaction, runSteps, type Step } from "./run-steps.ts";

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.query("create table wf_probe (n int not null)");
});
afterAll(() => drop());

const insert = (tx: Tx, n: number) => tx.execute(sql`insert into wf_probe (n) values (${n})`);
const rows = async () => (await database.query<{ n: number }>("select n from wf_probe order by n")).map((r) => r.n);

/** Steps that record their order and write a row each; `failAt` throws the given error instead. */
function probe(ran: string[], failAt: string | null, error: unknown): Step<{ skip: boolean }>[] {
  const step = (name: string, n: number): Step<{ skip: boolean }> => ({
    name,
    run: async (tx) => {
      ran.push(name);
      if (name === failAt) throw error;
      await insert(tx, n);
    },
  });
  return [step("reserve", 1), { ...step("optional", 2), when: (s) => !s.skip }, step("charge", 3), step("ship", 4)];
}

describe("runInTransaction", () => {
  it("runs the steps in their order, skips one whose condition is false, and commits every write", async () => {
    const ran: string[] = [];
    await runInTransaction(database.db, "probe", probe(ran, null, null), { skip: true });
    expect(ran).toEqual(["reserve", "charge", "ship"]);
    expect(await rows()).toEqual([1, 3, 4]);
    await database.query("delete from wf_probe");
  });

  it.each([
    { kind: "an AppError", error: new AppError("A03003"), failAt: "charge" },
    { kind: "an unexpected error", error: new Error("connection lost"), failAt: "ship" },
  ])("$kind: stops at the failing step, names it, rethrows the same error and rolls everything back", async (c) => {
    const ran: string[] = [];
    const thrown = await runInTransaction(database.db, "probe", probe(ran, c.failAt, c.error), { skip: false }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBe(c.error);
    expect(failedStepOf(thrown)).toEqual({ workflow: "probe", step: c.failAt });
    expect(ran).toEqual(["reserve", "optional", "charge", "ship"].slice(0, ran.indexOf(c.failAt) + 1));
    expect(ran.at(-1)).toBe(c.failAt);
    expect(await rows()).toEqual([]);
  });

  it("keeps the codes and messages of an AppError and names the innermost step of a nested workflow", async () => {
    const inner: Step<object>[] = [
      {
        name: "debit the wallet",
        run: () => {
          throw new AppError("A03003");
        },
      },
    ];
    const outer: Step<object>[] = [{ name: "pay back", run: (tx) => runSteps(tx, "inner", inner, {}).then(() => {}) }];
    const thrown = await runInTransaction(database.db, "outer", outer, {}).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe("A03003");
    expect((thrown as AppError).status).toBe(new AppError("A03003").status);
    expect(failedStepOf(thrown)).toEqual({ workflow: "inner", step: "debit the wallet" });
  });
});
