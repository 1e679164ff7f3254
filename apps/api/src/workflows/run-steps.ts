import type { Db, Tx } from "../infra/db/client.ts";

/**
 * One named step of a workflow: it calls one module's service with the workflow's transaction and
 * the state the earlier steps left. A step that does not apply (`when` false) is skipped.
 */
export interface Step<S> {
  name: string;
  when?: (state: S) => boolean;
  run: (tx: Tx, state: S) => Promise<void> | void;
}

/** What an error thrown by a step carries besides its own fields: the workflow and the step that failed. */
export interface StepContext {
  workflow: string;
  step: string;
}

/** The workflow and step an error came from, when a workflow step threw it. */
export function failedStepOf(e: unknown): StepContext | null {
  const c = e as Partial<StepContext> | null;
  return c && typeof c.workflow === "string" && typeof c.step === "string"
    ? { workflow: c.workflow, step: c.step }
    : null;
}

/**
 * Runs the steps in order inside the caller's transaction. An error is rethrown as it is (an AppError keeps its
 * code, message and status) with `workflow` and `step` added, so the error log line names the failing step; the
 * first step to fail is the one named. Nothing is undone here: the caller's transaction rolls back.
 */
export async function runSteps<S>(tx: Tx, workflow: string, steps: readonly Step<S>[], state: S): Promise<S> {
  for (const step of steps) {
    if (step.when && !step.when(state)) continue;
    try {
      await step.run(tx, state);
    } catch (e) {
      if (e !== null && typeof e === "object" && !failedStepOf(e)) Object.assign(e, { workflow, step: step.name });
      throw e;
    }
  }
  return state;
}

/** Runs the steps in one new transaction: all of their writes land together, or none does. */
export function runInTransaction<S>(db: Db, workflow: string, steps: readonly Step<S>[], state: S): Promise<S> {
  return db.transaction((tx) => runSteps(tx, workflow, steps, state));
}
