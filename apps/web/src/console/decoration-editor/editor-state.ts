import type { BlockType, DecorationBlockInput } from "@souk/contract";
import { newBlockData } from "./block-catalogue";

/** A block on the editor's canvas: the stored block plus a key that survives reordering. */
export interface EditorBlock {
  key: string;
  type: BlockType;
  dataField: Record<string, unknown>;
  /** Kept in the draft but not shown to buyers. */
  hidden?: boolean;
}

export interface EditorState {
  blocks: EditorBlock[];
  selected: string | null;
}

export type EditorAction =
  | { type: "load"; blocks: (Omit<EditorBlock, "key"> & { key?: string })[] }
  | { type: "add"; blockType: BlockType }
  | { type: "select"; key: string | null }
  | { type: "move"; from: number; to: number }
  | { type: "duplicate"; key: string }
  | { type: "toggleHidden"; key: string }
  | { type: "remove"; key: string }
  | { type: "update"; key: string; dataField: Record<string, unknown> };

let seq = 0;
/** A key no block of this editor has (time-based, so a page edited twice keeps distinct keys). */
const nextKey = () => `b${Date.now().toString(36)}${(++seq).toString(36)}`;

/** The editor's changes to a page's blocks; every action but select changes what is saved. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const at = (key: string) => state.blocks.findIndex((b) => b.key === key);
  switch (action.type) {
    case "load": {
      // A stored key is kept (it names the block across saves) unless another block has it too.
      const seen = new Set<string>();
      const blocks = action.blocks.map((b) => {
        const key = b.key && !seen.has(b.key) ? b.key : nextKey();
        seen.add(key);
        return { ...b, key };
      });
      return { blocks, selected: null };
    }
    case "select":
      return { ...state, selected: action.key };
    case "add": {
      // After the selected block (where the operator is working), else at the end.
      const block: EditorBlock = { key: nextKey(), type: action.blockType, dataField: newBlockData(action.blockType) };
      const i = state.selected ? at(state.selected) : -1;
      const blocks = [...state.blocks];
      blocks.splice(i === -1 ? blocks.length : i + 1, 0, block);
      return { blocks, selected: block.key };
    }
    case "move": {
      const { from, to } = action;
      const n = state.blocks.length;
      if (from === to || from < 0 || to < 0 || from >= n || to >= n) return state;
      const blocks = [...state.blocks];
      const [moved] = blocks.splice(from, 1);
      blocks.splice(to, 0, moved!);
      return { ...state, blocks };
    }
    case "duplicate": {
      const i = at(action.key);
      if (i === -1) return state;
      const copy: EditorBlock = { ...structuredClone(state.blocks[i]!), key: nextKey() };
      const blocks = [...state.blocks];
      blocks.splice(i + 1, 0, copy);
      return { blocks, selected: copy.key };
    }
    case "toggleHidden":
      return {
        ...state,
        blocks: state.blocks.map((b) => (b.key === action.key ? { ...b, hidden: !b.hidden } : b)),
      };
    case "remove": {
      const i = at(action.key);
      if (i === -1) return state;
      const blocks = state.blocks.filter((b) => b.key !== action.key);
      return { blocks, selected: state.selected === action.key ? null : state.selected };
    }
    case "update":
      return {
        ...state,
        blocks: state.blocks.map((b) => (b.key === action.key ? { ...b, dataField: action.dataField } : b)),
      };
  }
}

/** The blocks as the draft stores them (`hidden` only when set). */
export function storedBlocks(blocks: readonly EditorBlock[]): DecorationBlockInput[] {
  return blocks.map(
    ({ key, type, dataField, hidden }) =>
      (hidden ? { key, type, dataField, hidden: true } : { key, type, dataField }) as DecorationBlockInput,
  );
}
