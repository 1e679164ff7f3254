import {
  decorationDocument,
  defaultMessage,
  toPage,
  type DecorationDocument,
  type DecorationDraftSaved,
  type DecorationPageDetail,
  type DecorationPageSummary,
  type DecorationPagesQuery,
  type DecorationPreviewLink,
  type DecorationPublished,
  type DecorationVersion,
  type Locale,
  type Page,
  type PageQuery,
  type ShopRenovation,
} from "@souk/contract";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { perContext } from "../../infra/per-context.ts";
import { parse, validationError, type FieldError } from "../../infra/http/validate.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { recordOp, recordPlatformOp } from "../staff/op-log.ts";
import { checkDocument, localizedProblems, type CheckResult } from "./check.ts";
import * as q from "./editor-queries.ts";
import { PREVIEW_TTL_MS, previewKey, signPreview, verifyPreview } from "./preview-token.ts";
import { resolveDecoration } from "./resolve.ts";
import { EDITOR_TEXT } from "./texts.ts";

/** Who edits: the owner of the pages (0 = the platform) and the signed-in staff member. */
export interface Editor {
  shopId: number;
  staffId: number;
}

type Action = "create" | "rename" | "delete" | "draft" | "publish" | "restore";

/** Thrown inside a transaction whose conditional update found the page at another revision. */
const STALE = new Error("decoration page changed meanwhile");

const HOME_NAME = { platform: "首页 Home", shop: "店铺首页 Shop home" };

const at = (v: Date | string | null): string | null => (v === null ? null : mallDateTime(new Date(v)));

function summary(r: q.PageRow): DecorationPageSummary {
  return {
    renovationId: r.renovationId,
    name: r.name,
    kind: r.homeStatus === 1 ? "home" : "micro",
    isHome: r.homeStatus === 1,
    draftRevision: r.draftRevision,
    updatedAt: mallDateTime(new Date(r.updatedAt)),
    updatedBy: r.updatedByName,
    publishedVersion: r.published && r.publishedVersion !== null ? Number(r.publishedVersion) : null,
    publishedAt: r.published ? at(r.publishedAt) : null,
  };
}

/** A00067 listing every item of another shop, by field ("blocks.3.dataField.prodIds.1"). */
function foreignError(check: CheckResult, locale: Locale): AppError {
  const fields = check.foreign.map((f) => ({ field: f.field, message: f.text[locale] }));
  const msg = (l: Locale) => `${defaultMessage("A00067", l)}: ${check.foreign.map((f) => f.text[l]).join("; ")}`;
  return new AppError("A00067", { zh: msg("zh"), en: msg("en") }, fields);
}

/** A stored document held to the schema, its fields named as in a draft's body ("blocks.3.dataField.title"). */
function parseStored(blocks: unknown[], locale: Locale): DecorationDocument {
  try {
    return parse(decorationDocument, blocks, locale);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "A00002") throw err;
    throw validationError((err.data as FieldError[]).map((f) => ({ ...f, field: `blocks.${f.field}` })));
  }
}

/**
 * The decoration editor of the platform and of each shop (ADR 0050): pages with a draft and
 * published versions. Drafts are saved and published against the revision the editor read, so
 * two editors never overwrite each other silently; publishing is refused while the draft links to
 * things buyers could not open; a publish or restore bumps the `home` catalog tag, so the
 * storefront shows it within the catalog sync's interval.
 */
export class DecorationEditorService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  /** The change and its operation-log entry in one transaction. */
  private async logged<T>(
    editor: Editor,
    action: Action,
    target: number,
    detail: Record<string, unknown>,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const out = await work(tx);
      if (editor.shopId === 0)
        await recordPlatformOp(tx, { staffId: editor.staffId }, `decoration.${action}`, target, detail);
      else await recordOp(tx, editor, `decoration.${action}`, target, detail);
      return out;
    });
  }

  private async page(editor: Editor, id: number) {
    const page = await q.pageOf(this.db, editor.shopId, id);
    if (!page) throw new AppError("A00063");
    return page;
  }

  /** The owner's home page exists from the first look at the list (a draft nobody sees yet). */
  private async ensureHome(editor: Editor): Promise<void> {
    if ((await q.homePageId(this.db, editor.shopId)) !== undefined) return;
    const name = editor.shopId === 0 ? HOME_NAME.platform : HOME_NAME.shop;
    await this.logged(editor, "create", 0, { name, home: true }, async (tx) => {
      const id = await q.insertPage(tx, { shopId: editor.shopId, name, home: true, staffId: editor.staffId });
      return id;
    });
  }

  async pages(editor: Editor, query: DecorationPagesQuery & PageQuery): Promise<Page<DecorationPageSummary>> {
    await this.ensureHome(editor);
    const { rows, total } = await q.pagePage(
      this.db,
      editor.shopId,
      { kind: query.kind, name: query.name || undefined },
      query.size,
      (query.current - 1) * query.size,
    );
    return toPage(rows.map(summary), total, query);
  }

  async create(editor: Editor, name: string): Promise<{ renovationId: number }> {
    if (await q.nameTaken(this.db, editor.shopId, name)) throw new AppError("A00070");
    const renovationId = await this.logged(editor, "create", 0, { name }, (tx) =>
      q.insertPage(tx, { shopId: editor.shopId, name, home: false, staffId: editor.staffId }),
    );
    return { renovationId };
  }

  async rename(editor: Editor, id: number, name: string): Promise<void> {
    const page = await this.page(editor, id);
    if (await q.nameTaken(this.db, editor.shopId, name, id)) throw new AppError("A00070");
    await this.logged(editor, "rename", id, { from: page.name, to: name }, (tx) =>
      q.rename(tx, id, name, editor.staffId),
    );
  }

  /** Micro pages only; links to it become problems of the pages that have them. */
  async remove(editor: Editor, id: number): Promise<void> {
    const page = await this.page(editor, id);
    if (page.homeStatus === 1) throw new AppError("A00066");
    await this.logged(editor, "delete", id, { name: page.name }, (tx) => q.deletePage(tx, id));
    if (page.published) await bumpCatalogVersion(this.ctx, "home");
  }

  async detail(editor: Editor, id: number, locale: Locale): Promise<DecorationPageDetail> {
    const page = await this.page(editor, id);
    // A legacy document that does not parse is shown as stored; saving it asks for the fixes.
    const parsed = decorationDocument.safeParse(page.blocks);
    const blocks = (parsed.success ? parsed.data : page.blocks) as DecorationDocument;
    const check = parsed.success ? await checkDocument(this.db, blocks, editor.shopId, this.now()) : null;
    return { ...summary(page), blocks, problems: check ? localizedProblems(check, locale) : [] };
  }

  /** Runs a conditional change; a STALE refusal (thrown inside its transaction) becomes A00064 once it rolled back. */
  private async orStale<T>(editor: Editor, id: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err === STALE) throw await this.stale(editor, id);
      throw err;
    }
  }

  /** A00064 naming who changed the page and when. */
  private async stale(editor: Editor, id: number): Promise<AppError> {
    const page = await this.page(editor, id);
    const when = mallDateTime(new Date(page.updatedAt));
    return new AppError("A00064", EDITOR_TEXT.stale(page.updatedByName, when), {
      draftRevision: page.draftRevision,
      updatedBy: page.updatedByName,
      updatedAt: when,
    });
  }

  async saveDraft(
    editor: Editor,
    id: number,
    body: { blocks: DecorationDocument; baseRevision: number },
    locale: Locale,
  ): Promise<DecorationDraftSaved> {
    await this.page(editor, id);
    const check = await checkDocument(this.db, body.blocks, editor.shopId, this.now());
    if (check.foreign.length) throw foreignError(check, locale);
    const saved = await this.orStale(editor, id, () =>
      this.logged(editor, "draft", id, { blocks: body.blocks.length }, async (tx) => {
        const row = await q.saveDraft(tx, id, body.baseRevision, body.blocks, editor.staffId);
        if (!row) throw STALE;
        return row;
      }),
    );
    return { draftRevision: saved.draftRevision, updatedAt: mallDateTime(new Date(saved.updatedAt)) };
  }

  async publish(editor: Editor, id: number, baseRevision: number, locale: Locale): Promise<DecorationPublished> {
    const page = await this.page(editor, id);
    if (page.draftRevision !== baseRevision) throw await this.stale(editor, id);
    // Documents saved before the editor (seed, hand-written) are held to the same schema.
    const blocks = parseStored(page.blocks, locale);
    const check = await checkDocument(this.db, blocks, editor.shopId, this.now());
    if (check.foreign.length) throw foreignError(check, locale);
    if (check.problems.length) {
      const first = check.problems[0]!.text;
      throw new AppError(
        "A00065",
        EDITOR_TEXT.problems(check.problems.length, first),
        localizedProblems(check, locale),
      );
    }
    return this.publishBlocks(editor, id, baseRevision, blocks, "publish", {});
  }

  private async publishBlocks(
    editor: Editor,
    id: number,
    baseRevision: number,
    blocks: unknown[],
    action: "publish" | "restore",
    detail: Record<string, unknown>,
  ): Promise<DecorationPublished> {
    const out = await this.orStale(editor, id, () =>
      // The log entry is written after the work: it gets the version number the work took.
      this.logged(editor, action, id, detail, async (tx) => {
        const r = await q.publish(tx, id, baseRevision, blocks, editor.staffId);
        if (!r) throw STALE;
        Object.assign(detail, { version: r.version });
        return r;
      }),
    );
    await bumpCatalogVersion(this.ctx, "home");
    return {
      version: out.version,
      publishedAt: mallDateTime(new Date(out.publishedAt)),
      draftRevision: out.draftRevision,
    };
  }

  async versions(editor: Editor, id: number, query: PageQuery): Promise<Page<DecorationVersion>> {
    await this.page(editor, id);
    const { rows, total } = await q.versionPage(this.db, id, query.size, (query.current - 1) * query.size);
    return toPage(
      rows.map((r) => ({
        version: r.version,
        publishedAt: mallDateTime(new Date(r.publishedAt)),
        publishedBy: r.publishedBy,
        blockCount: Number(r.blockCount),
      })),
      total,
      query,
    );
  }

  /** Publishes an earlier version's blocks again, as a new version; the draft becomes them too. */
  async restore(editor: Editor, id: number, version: number): Promise<DecorationPublished> {
    const page = await this.page(editor, id);
    const blocks = await q.versionBlocks(this.db, id, version);
    if (!blocks) throw new AppError("A00069");
    return this.publishBlocks(editor, id, page.draftRevision, blocks, "restore", { from: version });
  }

  // ---------------------------------------------------------------- preview

  private key?: Promise<Buffer>;
  private signingKey(): Promise<Buffer> {
    this.key ??= previewKey(this.ctx.database).catch((err: unknown) => {
      this.key = undefined;
      throw err;
    });
    return this.key;
  }

  /** A link to the storefront's preview of the draft, for this staff member, for 30 minutes. */
  async previewLink(editor: Editor, id: number): Promise<DecorationPreviewLink> {
    await this.page(editor, id);
    const exp = nowMs(this.ctx) + PREVIEW_TTL_MS;
    const token = signPreview(await this.signingKey(), { renovationId: id, staffId: editor.staffId, exp });
    return {
      url: `/decoration-preview?token=${encodeURIComponent(token)}`,
      expiresAt: mallDateTime(new Date(exp)),
    };
  }

  /**
   * `/decoration/preview?token=`: the draft as `/shopRenovation/info` would serve it. The token
   * must be genuine and unexpired, and its staff member still enabled and still of the page's
   * owner (a disabled account's links stop working).
   */
  async previewPage(token: string, locale: Locale): Promise<ShopRenovation> {
    const grant = verifyPreview(await this.signingKey(), token, nowMs(this.ctx));
    if (!grant) throw new AppError("A00068");
    const [staff] = await this.db
      .select({ shopId: shopStaff.shopId, status: shopStaff.status })
      .from(shopStaff)
      .where(eq(shopStaff.staffId, grant.staffId));
    if (!staff || staff.status !== 1) throw new AppError("A00068");
    const page = await q.pageOf(this.db, staff.shopId ?? 0, grant.renovationId);
    if (!page) throw new AppError("A00068");
    const content = await resolveDecoration(this.ctx, page.blocks, locale);
    return {
      renovationId: page.renovationId,
      shopId: page.shopId,
      name: page.name,
      homeStatus: page.homeStatus,
      content: JSON.stringify(content),
    };
  }
}

export const decorationEditorOf = perContext((ctx) => new DecorationEditorService(ctx));
