import type { AppContext } from "../context.ts";
import type { TestApp } from "../../test/harness.ts";

type Command = (
  ctx: AppContext,
  argv: string[],
  out: (line: string) => void,
  err?: (line: string) => void,
) => Promise<number>;

/**
 * A `npm run mall -- …` command run in-process against a test app, as an operator types it:
 * its exit code and everything it printed (output and errors, in order, one string).
 */
export function commandRunner(app: () => TestApp, command: Command) {
  return async (...argv: string[]): Promise<{ code: number; out: string }> => {
    const lines: string[] = [];
    const take = (l: string) => void lines.push(l);
    const code = await command(app().ctx, argv, take, take);
    return { code, out: lines.join("\n") };
  };
}
