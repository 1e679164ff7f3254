import { withMallContext } from "./open-context.ts";
import { prodTagBody, prodTagProdsBody } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "../infra/http/app-error.ts";
import { parse } from "../infra/http/validate.ts";
import { prodTagAdminOf } from "../modules/product/tag-admin.ts";

/**
 * `npm run mall -- tags ...` — a shop's home product groups from a terminal, through the same
 * service as the merchant API (`/m/prodTag`): same checks, same errors, same catalog bump. Opens the
 * configured database directly (with the embedded PGlite, stop the API first: it allows one process).
 */
export const TAGS_USAGE = `usage:
  npm run mall -- tags list --shop <shopId>
  npm run mall -- tags create --shop <shopId> --zh <title> --en <title> [--seq N] [--style 0-2] [--hidden]
  npm run mall -- tags rename <tagId> --shop <shopId> --zh <title> --en <title> [--seq N] [--style 0-2] [--hidden]
  npm run mall -- tags prods <tagId> --shop <shopId> --ids 12,7,30    the group's products in this order ("" empties it)
  npm run mall -- tags delete <tagId> --shop <shopId>`;

function flagsOf(argv: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--hidden") flags.set("hidden", "1");
    else if (a.startsWith("--")) flags.set(a.slice(2), argv[++i] ?? "");
    else positional.push(a);
  }
  return { positional, flags };
}

/** Integer flags stay integers (the body refuses "1.5", as the API does); a missing one is undefined. */
const int = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : v);

/** The command on an open context; `out` and `err` print lines (the test reads them). Answers the exit code. */
export async function tagsCommand(
  ctx: AppContext,
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const shopId = Number(flags.get("shop"));
  const tagId = Number(positional[0]);
  if (!usable(sub, shopId, tagId)) {
    err(TAGS_USAGE);
    return 2;
  }
  const svc = prodTagAdminOf(ctx);
  const body = () =>
    parse(
      prodTagBody,
      {
        titleZh: flags.get("zh"),
        titleEn: flags.get("en"),
        seq: int(flags.get("seq")),
        style: int(flags.get("style")),
        status: flags.has("hidden") ? 0 : 1,
      },
      "en",
    );
  try {
    if (sub === "list") {
      const tags = await svc.list(shopId);
      out(`${tags.length} product group(s) of shop ${shopId}`);
      for (const g of tags)
        out(
          `#${g.tagId}  seq ${g.seq}  ${g.status ? "shown" : "hidden"}  style ${g.style}  ${g.titleZh} / ${g.titleEn}\n    products: ${g.prodIds.join(", ") || "(none)"}`,
        );
    } else if (sub === "create") {
      const { tagId: id } = await svc.create(shopId, body());
      out(`product group #${id} created for shop ${shopId}`);
    } else if (sub === "rename") {
      await svc.update(shopId, tagId, body());
      out(`product group #${tagId} saved`);
    } else if (sub === "prods") {
      const ids = (flags.get("ids") ?? "")
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)
        .map((x) => int(x));
      const { prodIds } = parse(prodTagProdsBody, { prodIds: ids }, "en");
      await svc.setProducts(shopId, tagId, prodIds);
      out(`product group #${tagId} lists ${prodIds.length} product(s)`);
    } else {
      await svc.remove(shopId, tagId);
      out(`product group #${tagId} deleted`);
    }
    return 0;
  } catch (e) {
    err(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : e instanceof Error ? e.message : String(e));
    return 1;
  }
}

function usable(sub: string, shopId: number, tagId: number): boolean {
  if (!["list", "create", "rename", "prods", "delete"].includes(sub)) return false;
  if (!Number.isInteger(shopId) || shopId < 1) return false;
  return !["rename", "prods", "delete"].includes(sub) || (Number.isInteger(tagId) && tagId > 0);
}

export async function tagsCli(argv: string[]): Promise<number> {
  const [sub = ""] = argv;
  const { positional, flags } = flagsOf(argv.slice(1));
  if (!usable(sub, Number(flags.get("shop")), Number(positional[0]))) {
    console.error(TAGS_USAGE);
    return 2;
  }
  return withMallContext((ctx) => tagsCommand(ctx, argv));
}
