import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, decorationDocument, SAMPLE_DECORATION, type DecorationLink, type Locale } from "@souk/contract";
import { resolveDecorationLink } from "./link";
import { color, num, parseDecoration } from "./parse";

/**
 * What the API serves for a stored document (apps/api decoration/resolve.ts, without the live
 * cards): hidden blocks dropped, every {zh, en} text in the request's language.
 */
function served(doc: unknown[], locale: Locale): string {
  const pickText = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(pickText);
    if (!v || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 2 && typeof o.zh === "string" && typeof o.en === "string") return o[locale];
    return Object.fromEntries(keys.map((k) => [k, pickText(o[k])]));
  };
  return JSON.stringify(doc.filter((b) => !(b as { hidden?: boolean }).hidden).map(pickText));
}

function linksOf(v: unknown, out: DecorationLink[] = []): DecorationLink[] {
  if (Array.isArray(v)) v.forEach((x) => linksOf(x, out));
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.type === "number" && "link" in o) out.push(o as unknown as DecorationLink);
    else Object.values(o).forEach((x) => linksOf(x, out));
  }
  return out;
}

describe("a document the editor's schema accepts, as the storefront renders it", () => {
  const doc = decorationDocument.parse(SAMPLE_DECORATION);

  it.each<Locale>(["zh", "en"])("keeps every visible block, in order (%s)", (locale) => {
    const blocks = parseDecoration(served(doc, locale));
    expect(blocks.map((b) => b.type)).toEqual(doc.filter((b) => !b.hidden).map((b) => b.type));
    // Every block type of the contract reaches the renderer (the sample hides a goods_list that another block type stands for).
    expect(new Set(doc.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
    const title = blocks.find((b) => b.type === "floor_title")!.dataField.title;
    expect(title).toBe(locale === "zh" ? "手机数码" : "Phones");
  });

  it("has every link resolve to a page (none is dropped as unusable)", () => {
    const links = linksOf(JSON.parse(served(doc, "en")));
    expect(links.length).toBeGreaterThan(10);
    for (const l of links) expect(resolveDecorationLink(l), JSON.stringify(l)).not.toBeNull();
  });

  it("has sizes and colours the renderer uses as given, never clamped or replaced", () => {
    const blocks = parseDecoration(served(doc, "en"));
    const data = (type: string) => blocks.find((b) => b.type === type)!.dataField as Record<string, unknown>;
    const spacing = data("auxiliary_interval");
    expect(num(spacing.height, -1, 0, 400)).toBe(spacing.height);
    expect(color(spacing.bgColor, "fallback")).toBe(spacing.bgColor);
    const carousel = data("picture_by");
    expect(num(carousel.height, -1, 100, 800)).toBe(carousel.height);
    expect(num(carousel.interval, -1, 1000, 60_000)).toBe(carousel.interval);
    expect(color(data("floor_title").titleColor, "fallback")).toBe(data("floor_title").titleColor);
    expect(color(data("goods_module3").bgColor, "fallback")).toBe(data("goods_module3").bgColor);
  });

  it("refuses what the renderer would have to drop or clamp", () => {
    const spacing = { type: "auxiliary_interval", dataField: { height: 401, bgColor: "#fff" } };
    expect(decorationDocument.safeParse([spacing]).success).toBe(false);
    const link = {
      type: "floor_title",
      dataField: {
        title: { zh: "楼层", en: "Floor" },
        titleColor: "#333",
        path: { type: 6, link: "javascript:alert(1)" },
      },
    };
    expect(resolveDecorationLink(link.dataField.path as DecorationLink)).toBeNull();
    expect(decorationDocument.safeParse([link]).success).toBe(false);
  });
});
