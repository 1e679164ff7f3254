import QRCode from "qrcode";
import type { AppContext } from "../../context.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { BANNERS } from "./banners.ts";
import { shopServiceOf } from "../shop/service.ts";
import { glyphFor, hashOf, paletteFor, renderImage, renderSvg } from "./render.ts";

/**
 * Generated demo artwork, drawn on the first request for a key and then kept on disk:
 *
 *   prod/<id>.webp        product main picture (800×800)
 *   prod/<id>-<n>.webp    gallery / SKU pictures, n = 1..9
 *   prod/<id>-d<n>.webp   detail pictures in the product description (750×420)
 *   shop/<id>.webp        shop logo          brand/<id>.webp   brand logo
 *   cat/<id>.webp         category icon      banner/<slug>.webp decoration art (banners.ts)
 *   site/logo.webp, site/qrcode.webp, site/favicon.png, site/signs-bg.webp, site/avatar.webp
 *
 * Anything else (and ids that do not exist) is not generated: the route answers 404.
 */
export async function generate(ctx: AppContext, key: string): Promise<Buffer | null> {
  let m: RegExpExecArray | null;
  if ((m = /^prod\/(\d{1,9})(?:-(d?)([1-9]))?\.webp$/.exec(key))) {
    const prodId = Number(m[1]);
    const art = await catalogServiceOf(ctx).productArt(prodId);
    if (!art) return null;
    const colors = paletteFor(`top:${art.topId}`);
    const variant = m[3] ? Number(m[3]) : 0;
    const glyph = glyphFor(...art.categoryNamesEn);
    if (m[2] === "d") {
      return renderImage({
        width: 750,
        height: 420,
        layout: "banner",
        glyph,
        colors,
        variant,
      });
    }
    return renderImage({
      width: 800,
      height: 800,
      layout: "product",
      glyph,
      colors,
      variant: variant + (prodId % 4),
    });
  }
  if ((m = /^cat\/(\d{1,9})\.webp$/.exec(key))) {
    const art = await catalogServiceOf(ctx).categoryArt(Number(m[1]));
    if (!art) return null;
    return renderImage({
      width: 160,
      height: 160,
      layout: "icon",
      glyph: glyphFor(...art.categoryNamesEn),
      colors: paletteFor(`top:${art.topId}`),
    });
  }
  if ((m = /^brand\/(\d{1,9})\.webp$/.exec(key))) {
    const art = await catalogServiceOf(ctx).brandArt(Number(m[1]));
    if (!art) return null;
    return renderImage({
      width: 240,
      height: 120,
      layout: "badge",
      glyph: "tag",
      colors: paletteFor(`brand:${art.nameEn}`),
      initials: art.nameEn,
    });
  }
  if ((m = /^shop\/(\d{1,9})\.webp$/.exec(key))) {
    const art = await shopServiceOf(ctx).shopArt(Number(m[1]));
    if (!art) return null;
    return renderImage({
      width: 200,
      height: 200,
      layout: "icon",
      glyph: "bagShop",
      colors: paletteFor(`shop:${art.nameEn}`),
    });
  }
  if ((m = /^banner\/([a-z0-9-]{1,40})\.webp$/.exec(key))) {
    const b = BANNERS[m[1]!];
    if (!b) return null;
    return renderImage({
      width: b.width,
      height: b.height,
      layout: "banner",
      glyph: b.glyph,
      colors: b.colors,
    });
  }
  switch (key) {
    case "site/logo.webp":
      return renderSvg(logoSvg(), "webp", true);
    case "site/favicon.png":
      return renderImage({
        width: 64,
        height: 64,
        layout: "icon",
        glyph: "bagShop",
        colors: ["#ff4142", "#e1251b"],
        format: "png",
      });
    case "site/qrcode.webp":
      // Points at the storefront (there is no separate mobile site in the demo).
      return renderSvg(
        await QRCode.toString(ctx.config.publicUrl, { type: "svg", margin: 1, width: 240, errorCorrectionLevel: "M" }),
        "webp",
        true,
      );
    case "site/signs-bg.webp":
      // The nav bar's background: the gradient alone (a glyph here peeked out at the bar's right end).
      return renderImage({ width: 1920, height: 120, layout: "plain", glyph: "tag", colors: ["#e1251b", "#ff6a3d"] });
    case "site/avatar.webp":
      return renderImage({
        width: 200,
        height: 200,
        layout: "icon",
        glyph: "bear",
        colors: paletteFor(`avatar:${hashOf("demo")}`),
      });
  }
  return null;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
<rect x="6" y="10" width="60" height="60" rx="14" fill="#e1251b"/>
<path d="M24 34v-5a12 12 0 0 1 24 0v5" stroke="#fff" stroke-width="4" fill="none"/>
<rect x="18" y="32" width="36" height="28" rx="4" fill="#fff"/>
<path d="M28 42c0 6 16 6 16 0" stroke="#e1251b" stroke-width="3" fill="none"/>
<text x="78" y="55" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#e1251b">Souk</text>
</svg>`;
}
