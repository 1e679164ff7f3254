"use client";

import { ErrorCodes } from "@souk/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { ApiError } from "@/lib/api/api-error";
import { storedBlocks, type EditorBlock } from "./editor-state";
import type { DecorationProblem } from "@souk/contract";
import type { DecorationApi } from "./endpoints";

export type SyncStatus = "saved" | "pending" | "saving" | "failed" | "conflict";

/** How long the editor waits after the last change before saving the draft. */
const DEBOUNCE_MS = 800;

/**
 * Keeps the page's draft on the server: every change is saved after a short pause, with the
 * revision it was based on. A save the server refuses because someone else saved first
 * ("conflict", 409) stops autosaving until the editor reloads; the message names who and when.
 * `flush` saves now (before publishing or previewing) and answers the revision saved. The editor
 * mounts it afresh for every load of the page (its revision is the loaded one).
 */
export function useDraftSync({
  api,
  pageId,
  blocks,
  edits,
  loadedRevision,
  onSaved,
}: {
  api: DecorationApi;
  pageId: number;
  blocks: EditorBlock[] | null;
  /** How many changes the operator made since the page was loaded (0: nothing to save). */
  edits: number;
  loadedRevision: number;
  onSaved(problems: DecorationProblem[] | null): void;
}) {
  const { client } = useConsole();
  const [status, setStatus] = useState<SyncStatus>("saved");
  const [messages, setMessages] = useState<string[]>([]);
  const revision = useRef<number | null>(loadedRevision);
  const latest = useRef<EditorBlock[] | null>(blocks);
  const dirty = useRef(false);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const conflict = useRef(false);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const saveNow = useCallback(() => {
    chain.current = chain.current.then(async () => {
      if (!dirty.current || conflict.current || !latest.current || revision.current === null) return;
      dirty.current = false;
      setStatus("saving");
      try {
        const r = await client.call(api.saveDraft(pageId, storedBlocks(latest.current), revision.current));
        revision.current = r.draftRevision;
        setMessages([]);
        setStatus(dirty.current ? "pending" : "saved");
        const detail = await client.call(api.detail(pageId)).catch(() => null);
        onSavedRef.current(detail?.problems ?? null);
      } catch (e) {
        const text = errorMessages(e) ?? [];
        setMessages(text);
        if (e instanceof ApiError && e.code === ErrorCodes.DECORATION_STALE) {
          conflict.current = true;
          setStatus("conflict");
        } else {
          dirty.current = true; // kept: the next change or "save" tries again
          setStatus("failed");
        }
      }
    });
    return chain.current;
  }, [api, client, pageId]);

  useEffect(() => {
    latest.current = blocks;
  }, [blocks]);

  useEffect(() => {
    if (edits === 0 || conflict.current) return;
    dirty.current = true;
    setStatus("pending");
    const timer = setTimeout(() => void saveNow(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [edits, saveNow]);

  const flush = useCallback(async (): Promise<number | null> => {
    await saveNow();
    return conflict.current || dirty.current ? null : revision.current;
  }, [saveNow]);

  /** The server moved the draft's revision on (a publish): later saves are based on it. */
  const adopt = useCallback((next: number) => {
    revision.current = next;
  }, []);

  return { status, messages, flush, adopt };
}
