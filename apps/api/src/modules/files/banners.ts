import type { GlyphKey } from "./render.ts";

/**
 * Artwork of the demo decoration (carousel, hot-spot and module images), served as
 * `/files/banner/<slug>.webp` and generated on first request. The decoration stores
 * the URL; this table says how to draw it. The pictures carry no words (files/render.ts): one
 * file serves both languages. `title` and `subtitle` say what the art stands for (the demo
 * decoration's alt texts and titles come from the decoration itself).
 */
export interface BannerArt {
  width: number;
  height: number;
  glyph: GlyphKey;
  colors: [string, string];
  title: string;
  subtitle: string;
}

export const BANNERS: Record<string, BannerArt> = {
  "carousel-1": {
    width: 1200,
    height: 400,
    glyph: "bagShop",
    colors: ["#ff6a3d", "#e1251b"],
    title: "Mid-year Sale",
    subtitle: "Up to 50% off across 14 categories",
  },
  "carousel-2": {
    width: 1200,
    height: 400,
    glyph: "phone",
    colors: ["#4facfe", "#2b6de0"],
    title: "New Phones, First Look",
    subtitle: "Trade in your old phone and save more",
  },
  "carousel-3": {
    width: 1200,
    height: 400,
    glyph: "sofa",
    colors: ["#43cea2", "#185a9d"],
    title: "Home Makeover Week",
    subtitle: "Textiles, furniture and lighting deals",
  },
  "carousel-4": {
    width: 1200,
    height: 400,
    glyph: "apple",
    colors: ["#f7b733", "#fc4a1a"],
    title: "Fresh From the Farm",
    subtitle: "Cold-chain delivery, damaged fruit refunded",
  },
  "carousel-5": {
    width: 1200,
    height: 400,
    glyph: "earbuds",
    colors: ["#a18cd1", "#6a4fd6"],
    title: "Get the Souk App",
    subtitle: "Scan, shop and track orders on the go",
  },
  hotspot: {
    width: 1200,
    height: 240,
    glyph: "tag",
    colors: ["#f5576c", "#b31217"],
    title: "Coupons & Group Deals",
    subtitle: "Left: claim coupons  |  Right: join a group buy",
  },
  "module-phones": {
    width: 390,
    height: 480,
    glyph: "phone",
    colors: ["#4facfe", "#2b6de0"],
    title: "Phone Week",
    subtitle: "Flagships from 999",
  },
  "module-fashion": {
    width: 390,
    height: 480,
    glyph: "dress",
    colors: ["#f093fb", "#d6336c"],
    title: "New Season",
    subtitle: "Spring styles are in",
  },
  "tile-appliances": {
    width: 285,
    height: 180,
    glyph: "fridge",
    colors: ["#36c6a0", "#138f73"],
    title: "Appliances",
    subtitle: "Delivered and installed",
  },
  "tile-beauty": {
    width: 285,
    height: 180,
    glyph: "lipstick",
    colors: ["#f5576c", "#b31217"],
    title: "Beauty",
    subtitle: "Counter-identical",
  },
  "tile-food": {
    width: 285,
    height: 180,
    glyph: "bowl",
    colors: ["#f7b733", "#fc4a1a"],
    title: "Groceries",
    subtitle: "Pantry staples",
  },
  "tile-sports": {
    width: 285,
    height: 180,
    glyph: "ball",
    colors: ["#0fb9b1", "#20639b"],
    title: "Sports",
    subtitle: "Gear up",
  },
  "shop-hero": {
    width: 1200,
    height: 360,
    glyph: "phone",
    colors: ["#667eea", "#764ba2"],
    title: "Stellix Launch Event",
    subtitle: "Launch-day prices and gifts",
  },
};
