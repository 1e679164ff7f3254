"use client";

import { ArrowLeftOutlined, EyeOutlined, HistoryOutlined, SendOutlined } from "@ant-design/icons";
import {
  ErrorCodes,
  type DecorationPageDetail,
  type DecorationProblem,
  type ProductCard,
  type ShopCard,
} from "@souk/contract";
import { Alert, App, Button, Card, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/api-error";
import { parseDecoration } from "@/modules/decoration";
import { blockErrors } from "./block-errors";
import { Canvas } from "./canvas";
import { EditorContextProvider, type EditorContextValue } from "./editor-context";
import { editorReducer, type EditorAction } from "./editor-state";
import { previewContent } from "./endpoints";
import { Layers } from "./layers";
import type { DecorationOwner } from "./owner";
import { Palette } from "./palette";
import { asCard } from "./product-picker";
import { cardsIn, emptyCards, referencedProducts, type CardCache } from "./resolve";
import { SettingsPanel } from "./settings-panel";
import { useDraftSync, type SyncStatus } from "./use-draft-sync";
import { VersionsDrawer } from "./versions-drawer";

const STATUS_COLOR: Record<SyncStatus, string> = {
  saved: "success",
  pending: "default",
  saving: "processing",
  failed: "error",
  conflict: "error",
};

const byBlock = (problems: DecorationProblem[]) => {
  const m = new Map<number, string[]>();
  for (const p of problems) m.set(p.blockIndex, [...(m.get(p.blockIndex) ?? []), p.message]);
  return m;
};

/** The preview's token from its address (`…?token=`). */
const tokenOf = (url: string) => new URL(url, window.location.origin).searchParams.get("token") ?? "";

/**
 * The decoration editor of one page: palette, the blocks in order (drag to reorder), the canvas
 * drawn by the storefront's components and the selected block's settings. Changes autosave as the
 * draft; preview opens the draft on the storefront; publish makes it live; versions restores.
 */
export function Editor({
  owner,
  detail,
  onReload,
}: {
  owner: DecorationOwner;
  detail: DecorationPageDetail;
  onReload(): void;
}) {
  const t = useTranslations("decorationEditor");
  const tc = useTranslations("console");
  const locale = useLocale();
  const { client } = useConsole();
  const { message, modal } = App.useApp();
  const [state, dispatch] = useReducer(editorReducer, detail, (d) =>
    editorReducer(
      { blocks: [], selected: null },
      { type: "load", blocks: d.blocks.map((b) => ({ ...b, dataField: b.dataField as Record<string, unknown> })) },
    ),
  );
  const [edits, setEdits] = useState(0);
  const act = (a: EditorAction) => {
    dispatch(a);
    if (a.type !== "select") setEdits((n) => n + 1);
  };
  const [problemList, setProblemList] = useState(detail.problems);
  const problems = useMemo(() => byBlock(problemList), [problemList]);
  const [published, setPublished] = useState({ version: detail.publishedVersion, at: detail.publishedAt });
  const [cards, setCards] = useState<CardCache>(emptyCards);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [busy, setBusy] = useState<"preview" | "publish" | null>(null);

  const onSaved = useCallback((p: DecorationProblem[] | null) => {
    if (p) setProblemList(p);
  }, []);
  const sync = useDraftSync({
    api: owner.api,
    pageId: detail.renovationId,
    blocks: state.blocks,
    edits,
    loadedRevision: detail.draftRevision,
    onSaved,
  });

  const remember = useCallback((more: { products?: ProductCard[]; shops?: ShopCard[] }) => {
    setCards((c) => ({
      products: new Map([...c.products, ...(more.products ?? []).map((p): [number, ProductCard] => [p.prodId, p])]),
      shops: new Map([...c.shops, ...(more.shops ?? []).map((s): [number, ShopCard] => [s.shopId, s])]),
    }));
  }, []);
  // The live cards of the products and shops the loaded draft has, as buyers get them (the draft's
  // preview), and the products of hidden blocks, which the preview leaves out (the picker's lookup).
  useEffect(() => {
    const ctl = new AbortController();
    const { signal } = ctl;
    (async () => {
      const { url } = await client.call(owner.api.preview(detail.renovationId), { signal });
      const served = await client.call(previewContent(tokenOf(url)), { signal });
      const found = cardsIn(parseDecoration(served?.content), emptyCards());
      setCards((c) => cardsIn(parseDecoration(served?.content), c));
      const missing = referencedProducts(detail.blocks).filter((id) => !found.products.has(id));
      for (let i = 0; i < missing.length; i += 50) {
        const ids = missing.slice(i, i + 50).join(",");
        const r = await client.call(owner.api.pickProducts({ ids, current: 1, size: 50 }), { signal });
        remember({ products: r.records.map(asCard) });
      }
    })().catch(() => undefined); // the canvas then draws the blocks it has no cards for as empty
    return () => ctl.abort();
  }, [client, owner.api, detail.renovationId, detail.blocks, remember]);
  const context = useMemo<EditorContextValue>(() => ({ owner, cards, remember }), [owner, cards, remember]);

  const selected = state.blocks.find((b) => b.key === state.selected) ?? null;
  const selectedIndex = selected ? state.blocks.indexOf(selected) : -1;
  // The contract's messages for the selected block's fields, and its problems (dangling links) where they are.
  const errors = useMemo(() => {
    if (!selected) return new Map<string, string>();
    const m = blockErrors(selected, locale);
    for (const p of problemList) if (p.blockIndex === selectedIndex && !m.has(p.field)) m.set(p.field, p.message);
    return m;
  }, [selected, selectedIndex, locale, problemList]);

  // The API's message, and for a refused publish the problems it lists (block by block).
  const showFailure = (title: string, e: unknown) => {
    const listed =
      e instanceof ApiError && e.code === ErrorCodes.DECORATION_HAS_PROBLEMS && Array.isArray(e.data)
        ? (e.data as DecorationProblem[]).map((p) => t("problemAt", { n: p.blockIndex + 1, message: p.message }))
        : [];
    modal.error({
      title,
      content: (
        <ul className="list-disc pl-4" data-testid="deco-failure">
          {[...(errorMessages(e) ?? [tc("tryAgainLater")]), ...listed].map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ),
    });
  };

  const preview = async () => {
    // Opened now, while the click still allows a new tab; pointed at the preview once the draft is saved.
    const tab = window.open("about:blank", "_blank");
    setBusy("preview");
    try {
      if ((await sync.flush()) === null) throw new Error("unsaved");
      const { url } = await client.call(owner.api.preview(detail.renovationId));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      showFailure(t("previewFailed"), e);
    } finally {
      setBusy(null);
    }
  };
  const publish = async () => {
    setBusy("publish");
    try {
      const revision = await sync.flush();
      if (revision === null) throw new Error("unsaved");
      const r = await client.call(owner.api.publish(detail.renovationId, revision));
      sync.adopt(r.draftRevision);
      setPublished({ version: r.version, at: r.publishedAt });
      message.success(t("publishedMessage", { v: r.version }));
    } catch (e) {
      showFailure(t("publishFailed"), e);
      const fresh = await client.call(owner.api.detail(detail.renovationId)).catch(() => null);
      if (fresh) setProblemList(fresh.problems);
    } finally {
      setBusy(null);
    }
  };

  return (
    <EditorContextProvider value={context}>
      <Card
        size="small"
        className="!mb-3"
        title={
          <span className="flex items-center gap-3">
            <Link href={owner.consolePath} aria-label={t("backToList")}>
              <ArrowLeftOutlined />
            </Link>
            <h1 className="text-base" data-testid="deco-page-name">
              {detail.name}
            </h1>
            <Tag>{detail.kind === "home" ? t("pages.home") : t("pages.micro")}</Tag>
            <Tag color={STATUS_COLOR[sync.status]} data-testid="deco-sync-status" data-status={sync.status}>
              {t(`status.${sync.status}`)}
            </Tag>
            <span className="text-xs font-normal text-gray-500" data-testid="deco-published">
              {published.version === null
                ? t("pages.unpublished")
                : t("publishedAt", { v: published.version, at: dayjs(published.at).format("YYYY-MM-DD HH:mm") })}
            </span>
          </span>
        }
        extra={
          <Space>
            <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)} data-testid="deco-versions-open">
              {t("versionsButton")}
            </Button>
            <Button
              icon={<EyeOutlined />}
              loading={busy === "preview"}
              onClick={preview}
              disabled={sync.status === "conflict"}
              data-testid="deco-preview"
            >
              {t("preview")}
            </Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={busy === "publish"}
              onClick={publish}
              disabled={sync.status === "conflict"}
              data-testid="deco-publish"
            >
              {t("publish")}
            </Button>
          </Space>
        }
      >
        {sync.status === "conflict" ? (
          <Alert
            type="error"
            showIcon
            title={t("conflictTitle")}
            description={sync.messages.join(" ")}
            action={
              <Button size="small" danger onClick={onReload} data-testid="deco-reload">
                {t("reload")}
              </Button>
            }
            data-testid="deco-conflict"
          />
        ) : sync.status === "failed" ? (
          <Alert
            type="warning"
            showIcon
            title={t("saveFailed")}
            description={sync.messages.join(" ")}
            data-testid="deco-save-failed"
          />
        ) : (
          <p className="text-xs text-gray-500">{t(owner.kind === "platform" ? "introPlatform" : "introShop")}</p>
        )}
      </Card>
      <div className="flex items-start gap-3">
        <aside className="sticky top-3 flex max-h-[calc(100vh-24px)] w-[250px] shrink-0 flex-col gap-4 overflow-y-auto rounded bg-white p-3">
          <Palette
            onAdd={(blockType) => act({ type: "add", blockType })}
            hasSigns={state.blocks.some((b) => b.type === "shop_signs")}
          />
          <Layers
            blocks={state.blocks}
            selected={state.selected}
            problems={problems}
            onMove={(from, to) => act({ type: "move", from, to })}
            onSelect={(key) => act({ type: "select", key })}
            onDuplicate={(key) => act({ type: "duplicate", key })}
            onToggleHidden={(key) => act({ type: "toggleHidden", key })}
            onRemove={(key) => act({ type: "remove", key })}
          />
        </aside>
        <Canvas
          blocks={state.blocks}
          cards={cards}
          selected={state.selected}
          problems={problems}
          onSelect={(key) => act({ type: "select", key })}
        />
        <aside className="sticky top-3 max-h-[calc(100vh-24px)] w-[380px] shrink-0 overflow-y-auto rounded bg-white p-3">
          <SettingsPanel
            block={selected}
            errors={errors}
            problems={problems.get(selectedIndex) ?? []}
            onChange={(dataField) => selected && act({ type: "update", key: selected.key, dataField })}
          />
        </aside>
      </div>
      <VersionsDrawer
        api={owner.api}
        pageId={detail.renovationId}
        current={published.version}
        open={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        onRestored={() => {
          setVersionsOpen(false);
          onReload();
        }}
      />
    </EditorContextProvider>
  );
}
