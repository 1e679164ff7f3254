import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, LINK_TYPES } from "./content.ts";
import { decorationDocument, MAX_DECORATION_BLOCKS } from "./decoration-editor.ts";
import { SAMPLE_DECORATION } from "./decoration-sample.ts";

/** A block as the editor changes it: any field, any shape (the rows below break it on purpose). */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const clone = <T>(v: T): T => structuredClone(v);
/** The first issue of a document: where and which message key. */
function firstIssue(doc: unknown): { path: string; message: string } | undefined {
  const r = decorationDocument.safeParse(doc);
  if (r.success) return undefined;
  const i = r.error.issues[0]!;
  return { path: i.path.join("."), message: i.message };
}
const block = (type: string) => clone(SAMPLE_DECORATION.find((b) => b.type === type)!) as Json;

describe("decorationDocument", () => {
  it("accepts the sample, which has every block type and every link type", () => {
    expect(decorationDocument.safeParse(SAMPLE_DECORATION).success).toBe(true);
    expect(new Set(SAMPLE_DECORATION.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
    const linkTypes = new Set<number>();
    JSON.stringify(SAMPLE_DECORATION, (k, v) => {
      if (v && typeof v === "object" && "type" in v && "link" in v) linkTypes.add(v.type);
      return v;
    });
    expect([...linkTypes].sort()).toEqual([...LINK_TYPES]);
  });

  it("accepts an empty page (a new micro page)", () => {
    expect(decorationDocument.safeParse([]).success).toBe(true);
  });

  // Each row: a change to one block and the field and message key the editor shows.
  it.each<[string, string, (b: Json) => void, string, string]>([
    ["unknown block type", "goods_list", (b) => (b.type = "video"), "0.type", "v.decoBlockType"],
    [
      "missing carousel picture",
      "picture_by",
      (b) => delete b.dataField.imgList[0].imgUrl,
      "0.dataField.imgList.0.imgUrl",
      "v.decoPic",
    ],
    [
      "carousel picture from elsewhere",
      "picture_by",
      (b) => (b.dataField.imgList[1].imgUrl = "https://evil.example/x.png"),
      "0.dataField.imgList.1.imgUrl",
      "v.decoPic",
    ],
    [
      "carousel without pictures",
      "picture_by",
      (b) => (b.dataField.imgList = []),
      "0.dataField.imgList",
      "v.decoPictures",
    ],
    [
      "carousel too tall",
      "picture_by",
      (b) => (b.dataField.height = 2000),
      "0.dataField.height",
      "v.decoCarouselHeight",
    ],
    [
      "over-long Chinese title",
      "floor_title",
      (b) => (b.dataField.title.zh = "很".repeat(21)),
      "0.dataField.title.zh",
      "v.decoTitle",
    ],
    [
      "title missing its English",
      "floor_title",
      (b) => (b.dataField.title.en = " "),
      "0.dataField.title",
      "v.decoTitle",
    ],
    [
      "subtitle in one language only",
      "floor_title",
      (b) => (b.dataField.subTitle.en = ""),
      "0.dataField.subTitle",
      "v.decoSubTitle",
    ],
    [
      "title with markup",
      "goods_module5",
      (b) => (b.dataField.title.en = "<b>Top</b>"),
      "0.dataField.title.en",
      "v.decoTitle",
    ],
    [
      "colour that is not #rrggbb",
      "auxiliary_interval",
      (b) => (b.dataField.bgColor = "red;position:fixed"),
      "0.dataField.bgColor",
      "v.decoColor",
    ],
    [
      "spacing over 400 px",
      "auxiliary_interval",
      (b) => (b.dataField.height = 401),
      "0.dataField.height",
      "v.decoSpacing",
    ],
    [
      "goods block without products",
      "goods_list",
      (b) => (b.dataField.prodIds = []),
      "0.dataField.prodIds",
      "v.decoProducts",
    ],
    ["a product twice", "goods_list", (b) => (b.dataField.prodIds = [1, 1]), "0.dataField.prodIds", "v.decoDuplicate"],
    ["product id as text", "goods_module1", (b) => (b.dataField.prodIds = ["1"]), "0.dataField.prodIds.0", "v.decoId"],
    ["7 columns per row", "goods_list", (b) => (b.dataField.listType = 7), "0.dataField.listType", "v.decoListType"],
    [
      "hotspot outside the picture",
      "universal_hotspot",
      (b) => (b.dataField.hotspots[0].x = 60),
      "0.dataField.hotspots.0",
      "v.decoHotspot",
    ],
    [
      "empty hotspot",
      "universal_hotspot",
      (b) => (b.dataField.hotspots[0].w = 0),
      "0.dataField.hotspots.0.w",
      "v.decoHotspot",
    ],
    [
      "store list without stores",
      "store_list",
      (b) => (b.dataField.shopIds = []),
      "0.dataField.shopIds",
      "v.decoShops",
    ],
    [
      "javascript: link",
      "floor_title",
      (b) => (b.dataField.path = { type: 6, link: "javascript:alert(1)" }),
      "0.dataField.path.link",
      "v.decoLink",
    ],
    [
      "protocol-relative path",
      "floor_title",
      (b) => (b.dataField.path = { type: 4, link: "//evil.example" }),
      "0.dataField.path.link",
      "v.decoLink",
    ],
    [
      "link type 7",
      "floor_title",
      (b) => (b.dataField.path = { type: 7, link: 1 }),
      "0.dataField.path.type",
      "v.decoLink",
    ],
    [
      "category link with four levels",
      "goods_module4",
      (b) => (b.dataField.items[0].path = { type: 2, link: [1, 2, 3, 4] }),
      "0.dataField.items.0.path.link",
      "v.decoLink",
    ],
    [
      "micro-page link without its owner",
      "picture_by",
      (b) => delete b.dataField.imgList[1].path.shopId,
      "0.dataField.imgList.1.path.shopId",
      "v.decoLink",
    ],
    [
      "header switch other than 0/1",
      "shop_signs",
      (b) => (b.dataField.showLogo = 2),
      "0.dataField.showLogo",
      "v.decoFlag",
    ],
    [
      "nav name too long",
      "shop_signs",
      (b) => (b.dataField.navList[0].name.zh = "导航导航导航导航导"),
      "0.dataField.navList.0.name.zh",
      "v.decoShortText",
    ],
    ["unknown field", "goods_module3", (b) => (b.dataField.script = "x"), "0.dataField", ""],
    [
      "end time in another format",
      "limited_skill",
      (b) => (b.dataField.endTime = "2026/12/31"),
      "0.dataField.endTime",
      "v.decoEndTime",
    ],
    [
      "third ranking column",
      "goods_module2",
      (b) => b.dataField.columns.push(b.dataField.columns[0]),
      "0.dataField.columns",
      "v.decoColumns",
    ],
  ])("refuses %s", (_name, type, change, path, message) => {
    const b = block(type);
    change(b);
    const issue = firstIssue([b]);
    expect(issue?.path).toBe(path);
    if (message) expect(issue?.message).toBe(message);
  });

  it("refuses more than the maximum of blocks and a second decorated header", () => {
    const spacer = block("auxiliary_interval");
    expect(firstIssue(Array.from({ length: MAX_DECORATION_BLOCKS }, () => spacer))).toBeUndefined();
    expect(firstIssue(Array.from({ length: MAX_DECORATION_BLOCKS + 1 }, () => spacer))?.message).toBe("v.decoBlocks");
    expect(firstIssue([block("shop_signs"), block("shop_signs")])?.message).toBe("v.decoOneHeader");
  });

  it("trims texts and keeps the editor's block key and hidden flag", () => {
    const b = block("goods_list");
    b.dataField.title = { zh: " 精选 ", en: " Picks " };
    const [out] = decorationDocument.parse([b]);
    expect(out).toMatchObject({ hidden: true, dataField: { title: { zh: "精选", en: "Picks" } } });
    expect(decorationDocument.parse([block("shop_signs")])[0]).toMatchObject({ key: "header" });
  });
});
