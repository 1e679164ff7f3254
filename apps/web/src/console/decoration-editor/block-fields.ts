import type { BlockType } from "@souk/contract";
import type messages from "../../../messages/zh.json";
import { bi, noLink } from "./block-catalogue";

/**
 * The settings form of each block type, as data: the settings panel renders these fields over the
 * block's dataField (keys as the storefront reads them), and the tests fill them the same way.
 */
/** A key of the `decorationEditor.field` messages. */
type Label = keyof (typeof messages)["decorationEditor"]["field"];

export type Field =
  /** Lengths in characters: zh, en (the contract's limits). */
  | { kind: "bi"; key: string; label: Label; max: [number, number] }
  | { kind: "number"; key: string; label: Label; min: number; max: number; step?: number; unit?: string }
  | { kind: "color"; key: string; label: Label }
  | { kind: "image"; key: string; label: Label }
  | { kind: "link"; key: string; label: Label }
  | { kind: "products"; key: string; label: Label; max: number }
  | { kind: "shops"; key: string; label: Label; max: number }
  | { kind: "coupons"; key: string; label: Label; max: number }
  | { kind: "flashSession"; key: string; label: Label }
  | { kind: "select"; key: string; label: Label; options: { value: number; label: string }[] }
  /** shop_signs' show flags: 0 shows, 1 hides. */
  | { kind: "show"; key: string; label: Label }
  | { kind: "hotspots"; key: string; label: Label }
  | { kind: "object"; key: string; label: Label; fields: Field[] }
  | {
      kind: "list";
      key: string;
      label: Label;
      /** The label of one item ("picture 2"). */
      itemLabel: Label;
      min: number;
      max: number;
      fields: Field[];
      newItem(): Record<string, unknown>;
    };

const imageLink = (): Field[] => [
  { kind: "image", key: "imgUrl", label: "picture" },
  { kind: "link", key: "path", label: "link" },
];
const title: Field = { kind: "bi", key: "title", label: "title", max: [20, 50] };
const subTitle: Field = { kind: "bi", key: "subTitle", label: "subTitle", max: [40, 100] };
const products = (max: number): Field => ({ kind: "products", key: "prodIds", label: "products", max });

/** Labels are keys of the `decorationEditor.field` messages. */
export const BLOCK_FIELDS: Record<BlockType, Field[]> = {
  shop_signs: [
    { kind: "image", key: "bgUrl", label: "navBackground" },
    { kind: "show", key: "showLogo", label: "showLogo" },
    { kind: "show", key: "showSearch", label: "showSearch" },
    { kind: "show", key: "showCategory", label: "showCategory" },
    { kind: "show", key: "showNavs", label: "showNavs" },
    {
      kind: "list",
      key: "navList",
      label: "navList",
      itemLabel: "navItem",
      min: 0,
      max: 10,
      fields: [
        { kind: "bi", key: "name", label: "navName", max: [8, 24] },
        { kind: "link", key: "path", label: "link" },
      ],
      newItem: () => ({ name: bi("导航", "Nav"), path: noLink() }),
    },
  ],
  picture_by: [
    { kind: "number", key: "height", label: "height", min: 100, max: 800, step: 10, unit: "px" },
    { kind: "number", key: "interval", label: "interval", min: 1000, max: 60000, step: 500, unit: "ms" },
    {
      kind: "list",
      key: "imgList",
      label: "slides",
      itemLabel: "slide",
      min: 1,
      max: 10,
      fields: [...imageLink(), { kind: "bi", key: "title", label: "altText", max: [20, 50] }],
      newItem: () => ({ imgUrl: "", title: bi(), path: noLink() }),
    },
  ],
  auxiliary_interval: [
    { kind: "number", key: "height", label: "height", min: 0, max: 400, unit: "px" },
    { kind: "color", key: "bgColor", label: "bgColor" },
  ],
  floor_title: [
    title,
    subTitle,
    { kind: "color", key: "titleColor", label: "titleColor" },
    { kind: "bi", key: "moreText", label: "moreText", max: [8, 24] },
    { kind: "link", key: "path", label: "moreLink" },
  ],
  goods_list: [
    title,
    {
      kind: "select",
      key: "listType",
      label: "perRow",
      options: [3, 4, 5, 6].map((n) => ({ value: n, label: String(n) })),
    },
    products(40),
  ],
  universal_hotspot: [
    { kind: "image", key: "imgUrl", label: "picture" },
    { kind: "hotspots", key: "hotspots", label: "hotspots" },
  ],
  store_list: [title, { kind: "shops", key: "shopIds", label: "shops", max: 12 }],
  limited_skill: [
    title,
    subTitle,
    { kind: "flashSession", key: "session", label: "flashSession" },
    { kind: "link", key: "path", label: "moreLink" },
    products(5),
  ],
  discount_coupon: [
    title,
    subTitle,
    { kind: "coupons", key: "couponIds", label: "coupons", max: 5 },
    { kind: "link", key: "path", label: "moreLink" },
    products(5),
  ],
  goods_module1: [
    title,
    subTitle,
    { kind: "object", key: "mainImg", label: "mainImg", fields: imageLink() },
    products(6),
  ],
  goods_module2: [
    {
      kind: "list",
      key: "columns",
      label: "columns",
      itemLabel: "column",
      min: 1,
      max: 2,
      fields: [title, subTitle, { kind: "link", key: "path", label: "moreLink" }, products(6)],
      newItem: () => ({ title: bi("栏目", "Column"), subTitle: bi(), path: noLink(), prodIds: [] }),
    },
  ],
  goods_module3: [
    title,
    { kind: "color", key: "bgColor", label: "bgColor" },
    { kind: "object", key: "leftImg", label: "leftImg", fields: imageLink() },
    products(8),
  ],
  goods_module4: [
    {
      kind: "list",
      key: "items",
      label: "tiles",
      itemLabel: "tile",
      min: 1,
      max: 8,
      fields: [title, subTitle, ...imageLink()],
      newItem: () => ({ title: bi("分类", "Category"), subTitle: bi(), imgUrl: "", path: noLink() }),
    },
  ],
  goods_module5: [
    title,
    {
      kind: "list",
      key: "tabs",
      label: "tabs",
      itemLabel: "tab",
      min: 1,
      max: 5,
      fields: [{ kind: "bi", key: "name", label: "tabName", max: [8, 24] }, products(8)],
      newItem: () => ({ name: bi("榜单", "Ranking"), prodIds: [] }),
    },
  ],
};
