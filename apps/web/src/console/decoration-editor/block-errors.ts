import type { EditorBlock } from "./editor-state";

/** PROVISIONAL until the contract's decorationDocument lands (deco-api). */
export function blockErrors(_block: EditorBlock, _locale: string): Map<string, string> {
  return new Map();
}
