import { BLOCK_TYPES, decorationDocument, type BlockType, type ProductCard, type ShopCard } from "@souk/contract";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DecoratedHeader, DecorationView, parseDecoration } from "@/modules/decoration";
import zh from "../../../messages/zh.json";
import { BLOCK_FIELDS, type Field } from "./block-fields";
import { setIn, type DataPath } from "./data-path";
import { editorReducer, storedBlocks, type EditorState } from "./editor-state";
import { servedBlock, type CardCache } from "./resolve";

/*
 * Every block type as the editor builds it — added from the palette ("add") and filled through its
 * settings form's fields (BLOCK_FIELDS, each set as its control sets it) — is a document the
 * contract accepts, and the storefront's parser and renderer draw it.
 */

const card = (prodId: number): ProductCard => ({
  prodId,
  shopId: 1,
  prodName: `Product ${prodId}`,
  brief: "",
  pic: `/files/p/${prodId}.webp`,
  price: 10,
  oriPrice: 12,
  soldNum: 3,
});
const shop = (shopId: number): ShopCard => ({
  shopId,
  shopName: `Shop ${shopId}`,
  shopLogo: "/files/s/logo.webp",
  intro: "",
  shopType: 2,
  score: 5,
  followers: 1,
});
const cards: CardCache = {
  products: new Map([1, 2, 3, 4, 5, 6].map((id) => [id, card(id)])),
  shops: new Map([1, 2].map((id) => [id, shop(id)])),
};

/** What each control puts in the block when the operator uses it. */
function fill(data: Record<string, unknown>, path: DataPath, field: Field): Record<string, unknown> {
  const at = [...path, field.key];
  switch (field.kind) {
    case "bi":
      return setIn(data, at, { zh: "标题", en: "Title" });
    case "number":
      return setIn(data, at, field.min);
    case "color":
      return setIn(data, at, "#ff6600");
    case "image": // the upload answers the stored path
      return setIn(data, at, "/files/site/a.webp");
    case "link": // the link picker: a product chosen from the list
      return setIn(data, at, { type: 1, link: 2, name: "Product 2" });
    case "products":
      return setIn(data, at, [1, 2, 3].slice(0, field.max));
    case "shops":
      return setIn(data, at, [1, 2]);
    case "coupons":
      return setIn(data, at, [7]);
    case "flashSession":
      return setIn(data, at, 1_900_000_000);
    case "select":
      return setIn(data, at, field.options[0]!.value);
    case "show":
      return setIn(data, at, 0);
    case "hotspots": // one rectangle drawn on the picture
      return setIn(data, at, [{ x: 10, y: 0, w: 30, h: 100, path: { type: 4, link: "/coupons" } }]);
    case "object":
      return field.fields.reduce((d, f) => fill(d, at, f), data);
    case "list": {
      let d = setIn(data, at, [field.newItem()]);
      for (const f of field.fields) d = fill(d, [...at, 0], f);
      return d;
    }
  }
}

function build(type: BlockType) {
  let s: EditorState = { blocks: [], selected: null };
  s = editorReducer(s, { type: "add", blockType: type });
  const block = s.blocks[0]!;
  const data = BLOCK_FIELDS[type].reduce((d, f) => fill(d, [], f), block.dataField);
  s = editorReducer(s, { type: "update", key: block.key, dataField: data });
  return s.blocks;
}

/** The header's search box asks for the app router (it navigates on submit); nothing navigates here. */
const router: AppRouterInstance = {
  back() {},
  forward() {},
  refresh() {},
  push() {},
  replace() {},
  prefetch() {},
  bfcacheId: "test",
};
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <AppRouterContext.Provider value={router}>
      <NextIntlClientProvider locale="zh" messages={zh} timeZone="Asia/Shanghai">
        {node}
      </NextIntlClientProvider>
    </AppRouterContext.Provider>,
  );

describe("the editor's output for every block type", () => {
  it.each(BLOCK_TYPES.map((t) => [t]))("%s: accepted by the contract, parsed and drawn by the storefront", (type) => {
    const blocks = build(type);
    const doc = decorationDocument.safeParse(storedBlocks(blocks));
    expect(doc.success ? [] : doc.error.issues).toEqual([]);

    const served = servedBlock(blocks[0]!, "zh", cards);
    const parsed = parseDecoration(JSON.stringify([served]));
    expect(parsed.map((b) => b.type)).toEqual([type]);

    const html =
      type === "shop_signs"
        ? render(<DecoratedHeader data={parsed[0]!.dataField} />)
        : render(<DecorationView blocks={parsed} />);
    // Drawn, in the page's language, with the chosen products where the block has them.
    expect(html.length).toBeGreaterThan(100);
    if (type !== "auxiliary_interval" && type !== "universal_hotspot") expect(html).toContain("标题");
    if (
      BLOCK_FIELDS[type].some(function hasProducts(f): boolean {
        return f.kind === "products" || ((f.kind === "list" || f.kind === "object") && f.fields.some(hasProducts));
      })
    )
      expect(html).toContain("Product 1");
  });

  it("the palette's empty block is refused with the contract's message until its pictures are set", () => {
    const s = editorReducer({ blocks: [], selected: null }, { type: "add", blockType: "picture_by" });
    const r = decorationDocument.safeParse(storedBlocks(s.blocks));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("v.decoPictures");
  });
});
