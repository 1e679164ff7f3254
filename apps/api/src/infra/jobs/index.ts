export { JobRunner, defaultBackoffMs } from "./runner.ts";
export type {
  JobContext,
  JobHandler,
  JobLogger,
  JobRunnerOptions,
  RegisterOptions,
  ScheduleOptions,
} from "./runner.ts";
