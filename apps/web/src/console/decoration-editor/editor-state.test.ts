import { describe, expect, it } from "vitest";
import { editorReducer, storedBlocks, type EditorAction, type EditorState } from "./editor-state";

const start = (): EditorState =>
  editorReducer(
    { blocks: [], selected: null },
    {
      type: "load",
      blocks: [
        { key: "a", type: "picture_by", dataField: { height: 400, interval: 5000, imgList: [] } },
        { key: "b", type: "goods_list", dataField: { listType: 5, prodIds: [1] } },
        { key: "c", type: "floor_title", dataField: { title: { zh: "楼", en: "Floor" }, titleColor: "#333" } },
      ],
    },
  );
const types = (s: EditorState) => s.blocks.map((b) => b.type);
const keyAt = (s: EditorState, i: number) => s.blocks[i]!.key;

describe("decoration editor state", () => {
  it.each<{
    name: string;
    act: (s: EditorState) => EditorAction[];
    order: string[];
    selected?: (s: EditorState) => string | null;
  }>([
    {
      name: "add with nothing selected: at the end, selected",
      act: () => [{ type: "add", blockType: "store_list" }],
      order: ["picture_by", "goods_list", "floor_title", "store_list"],
      selected: (s) => keyAt(s, 3),
    },
    {
      name: "add after the selected block",
      act: () => [
        { type: "select", key: "a" },
        { type: "add", blockType: "auxiliary_interval" },
      ],
      order: ["picture_by", "auxiliary_interval", "goods_list", "floor_title"],
      selected: (s) => keyAt(s, 1),
    },
    {
      name: "move down (drag the first below the last)",
      act: () => [{ type: "move", from: 0, to: 2 }],
      order: ["goods_list", "floor_title", "picture_by"],
    },
    {
      name: "move up",
      act: () => [{ type: "move", from: 2, to: 0 }],
      order: ["floor_title", "picture_by", "goods_list"],
    },
    {
      name: "move out of range: nothing",
      act: () => [{ type: "move", from: 0, to: 3 }],
      order: ["picture_by", "goods_list", "floor_title"],
    },
    {
      name: "duplicate: the copy right after, selected",
      act: () => [{ type: "duplicate", key: "b" }],
      order: ["picture_by", "goods_list", "goods_list", "floor_title"],
      selected: (s) => keyAt(s, 2),
    },
    {
      name: "delete the selected block: nothing selected",
      act: () => [
        { type: "select", key: "b" },
        { type: "remove", key: "b" },
      ],
      order: ["picture_by", "floor_title"],
      selected: () => null,
    },
    {
      name: "delete another block: the selection stays",
      act: () => [
        { type: "select", key: "c" },
        { type: "remove", key: "a" },
      ],
      order: ["goods_list", "floor_title"],
      selected: () => "c",
    },
  ])("$name", ({ act, order, selected }) => {
    let s = start();
    for (const a of act(s)) s = editorReducer(s, a);
    expect(types(s)).toEqual(order);
    if (selected) expect(s.selected).toBe(selected(s));
    expect(new Set(s.blocks.map((b) => b.key)).size).toBe(s.blocks.length);
  });

  it("a duplicate is its own copy: changing it leaves the original", () => {
    let s = editorReducer(start(), { type: "duplicate", key: "b" });
    const copy = keyAt(s, 2);
    s = editorReducer(s, { type: "update", key: copy, dataField: { listType: 4, prodIds: [9] } });
    expect(s.blocks[1]!.dataField).toEqual({ listType: 5, prodIds: [1] });
    expect(s.blocks[2]!.dataField).toEqual({ listType: 4, prodIds: [9] });
  });

  it("hide is kept in the draft and toggles back", () => {
    let s = editorReducer(start(), { type: "toggleHidden", key: "a" });
    expect(storedBlocks(s.blocks)[0]).toMatchObject({ key: "a", type: "picture_by", hidden: true });
    expect(storedBlocks(s.blocks)[1]).not.toHaveProperty("hidden");
    s = editorReducer(s, { type: "toggleHidden", key: "a" });
    expect(storedBlocks(s.blocks)[0]).not.toHaveProperty("hidden");
  });

  it("a page loaded with the same stored key twice gets distinct keys", () => {
    const s = editorReducer(
      { blocks: [], selected: null },
      {
        type: "load",
        blocks: [
          { key: "x", type: "auxiliary_interval", dataField: {} },
          { key: "x", type: "auxiliary_interval", dataField: {} },
          { type: "auxiliary_interval", dataField: {} },
        ],
      },
    );
    expect(s.blocks[0]!.key).toBe("x");
    expect(new Set(s.blocks.map((b) => b.key)).size).toBe(3);
  });
});
