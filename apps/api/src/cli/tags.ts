import { prodTagBody, prodTagProdsBody } from "@souk/contract";
import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
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

export async function tagsCli(argv: string[]): Promise<number> {
  const [sub = "", ...rest] = argv;
  const { positional, flags } = flagsOf(rest);
  const shopId = Number(flags.get("shop"));
  const needsId = ["rename", "prods", "delete"].includes(sub);
  const tagId = Number(positional[0]);
  if (
    !["list", "create", "rename", "prods", "delete"].includes(sub) ||
    !Number.isInteger(shopId) ||
    shopId < 1 ||
    (needsId && (!Number.isInteger(tagId) || tagId < 1))
  ) {
    console.error(TAGS_USAGE);
    return 2;
  }
  const ctx = await createContext(loadConfig());
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
      console.log(`${tags.length} product group(s) of shop ${shopId}`);
      for (const g of tags)
        console.log(
          `#${g.tagId}  seq ${g.seq}  ${g.status ? "shown" : "hidden"}  style ${g.style}  ${g.titleZh} / ${g.titleEn}\n    products: ${g.prodIds.join(", ") || "(none)"}`,
        );
    } else if (sub === "create") {
      const { tagId: id } = await svc.create(shopId, body());
      console.log(`product group #${id} created for shop ${shopId}`);
    } else if (sub === "rename") {
      await svc.update(shopId, tagId, body());
      console.log(`product group #${tagId} saved`);
    } else if (sub === "prods") {
      const ids = (flags.get("ids") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => int(s));
      const { prodIds } = parse(prodTagProdsBody, { prodIds: ids }, "en");
      await svc.setProducts(shopId, tagId, prodIds);
      console.log(`product group #${tagId} lists ${prodIds.length} product(s)`);
    } else {
      await svc.remove(shopId, tagId);
      console.log(`product group #${tagId} deleted`);
    }
    return 0;
  } catch (e) {
    console.error(e instanceof AppError ? `${e.code} ${e.messageFor("en")}` : e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}
