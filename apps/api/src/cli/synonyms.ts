import { synonymsBody, type SynonymGroup } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { searchServiceOf } from "../modules/search/service.ts";
import { withMallContext } from "./open-context.ts";

/**
 * `npm run mall -- synonyms ...` — the platform's search synonyms from a terminal (until the
 * platform console has its page), through the same service and checks as `PUT
 * /admin/search/synonyms`. Searches use a saved list at once: no re-index. Opens the configured
 * database directly (with the embedded PGlite, stop the API first: it allows one process; a
 * running API sees the change within a minute — its configuration cache).
 */
export const SYNONYMS_USAGE = `usage:
  npm run mall -- synonyms list
  npm run mall -- synonyms add 耳机 耳麦 earphone [--one-way]   a group (--one-way: the first term finds the others)
  npm run mall -- synonyms remove <n>                          the n-th group of the list
  npm run mall -- synonyms reset                               back to the defaults`;

function show(groups: SynonymGroup[]): string[] {
  return groups.map((g, i) =>
    g.oneWay ? `${i + 1}. ${g.terms[0]} → ${g.terms.slice(1).join(", ")}` : `${i + 1}. ${g.terms.join(" = ")}`,
  );
}

/** The command on an open context; `out` and `err` print lines (the test reads them). Answers the exit code. */
export async function synonymsCommand(
  ctx: AppContext,
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [sub = "", ...rest] = argv;
  const oneWay = rest.includes("--one-way");
  const args = rest.filter((a) => a !== "--one-way");
  const search = searchServiceOf(ctx);
  try {
    if (sub === "list") {
      const groups = await search.synonyms();
      out(`${groups.length} synonym group(s)`);
      for (const line of show(groups)) out(line);
      return 0;
    }
    if (sub === "add" || sub === "remove" || sub === "reset") {
      const groups = await search.synonyms();
      let next: SynonymGroup[];
      if (sub === "add") next = [...groups, { terms: args, oneWay }];
      else if (sub === "reset") next = [];
      else {
        const n = Number(args[0]);
        if (!Number.isInteger(n) || n < 1 || n > groups.length) {
          err(`no group ${args[0] ?? ""}: give a number from 1 to ${groups.length}`);
          return 2;
        }
        next = groups.filter((_, i) => i !== n - 1);
      }
      if (sub === "reset") await search.resetSynonyms();
      else await search.saveSynonyms(parse(synonymsBody, { groups: next }, "en").groups);
      out(`${(await search.synonyms()).length} synonym group(s) saved; searches use them now`);
      return 0;
    }
    err(SYNONYMS_USAGE);
    return 2;
  } catch (e) {
    err(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : e instanceof Error ? e.message : String(e));
    return 1;
  }
}

export async function synonymsCli(argv: string[]): Promise<number> {
  if (!["list", "add", "remove", "reset"].includes(argv[0] ?? "")) {
    console.error(SYNONYMS_USAGE);
    return 2;
  }
  return withMallContext((ctx) => synonymsCommand(ctx, argv));
}
