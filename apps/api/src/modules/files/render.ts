import sharp from "sharp";

/**
 * Deterministic placeholder artwork for the demo marketplace: a gradient from a
 * palette and a simple glyph of the product type, drawn as SVG and rendered by sharp.
 *
 * Pictures carry no words: one file serves the Chinese and the English page, so any
 * label would be in the wrong language on one of them (and librsvg would need a CJK font a
 * fresh machine may not have). The page around a picture names it. The only letters drawn
 * are a brand's own Latin name on its badge (`initials`), a name rather than a language.
 */

export type GlyphKey =
  | "phone"
  | "watch"
  | "earbuds"
  | "camera"
  | "laptop"
  | "monitor"
  | "keyboard"
  | "printer"
  | "pen"
  | "washer"
  | "fridge"
  | "pot"
  | "fan"
  | "shirt"
  | "dress"
  | "shoe"
  | "bag"
  | "bottle"
  | "lipstick"
  | "apple"
  | "cup"
  | "bowl"
  | "bear"
  | "blocks"
  | "sofa"
  | "bed"
  | "lamp"
  | "ball"
  | "dumbbell"
  | "tent"
  | "bike"
  | "book"
  | "guitar"
  | "car"
  | "gem"
  | "pill"
  | "heart"
  | "bagShop"
  | "box"
  | "tag";

/** 100×100 glyphs, white strokes/fills on the gradient. */
const GLYPHS: Record<GlyphKey, string> = {
  phone: `<rect x="31" y="12" width="38" height="76" rx="7" fill="#fff"/><rect x="35" y="20" width="30" height="56" rx="2" fill="currentColor" opacity=".55"/><circle cx="50" cy="82" r="3" fill="currentColor" opacity=".5"/>`,
  watch: `<rect x="38" y="8" width="24" height="84" rx="6" fill="#fff" opacity=".6"/><circle cx="50" cy="50" r="22" fill="#fff"/><circle cx="50" cy="50" r="17" fill="currentColor" opacity=".5"/><path d="M50 38v12l8 6" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  earbuds: `<path d="M22 58a28 28 0 0 1 56 0" stroke="#fff" stroke-width="7" fill="none"/><rect x="14" y="54" width="16" height="28" rx="6" fill="#fff"/><rect x="70" y="54" width="16" height="28" rx="6" fill="#fff"/>`,
  camera: `<rect x="14" y="30" width="72" height="50" rx="8" fill="#fff"/><rect x="36" y="22" width="22" height="10" rx="3" fill="#fff"/><circle cx="50" cy="55" r="16" fill="currentColor" opacity=".6"/><circle cx="50" cy="55" r="9" fill="#fff"/>`,
  laptop: `<rect x="20" y="22" width="60" height="42" rx="4" fill="#fff"/><rect x="25" y="27" width="50" height="32" fill="currentColor" opacity=".5"/><path d="M10 70h80l-6 8H16z" fill="#fff"/>`,
  monitor: `<rect x="12" y="18" width="76" height="50" rx="4" fill="#fff"/><rect x="17" y="23" width="66" height="40" fill="currentColor" opacity=".5"/><rect x="45" y="68" width="10" height="12" fill="#fff"/><rect x="32" y="80" width="36" height="5" rx="2" fill="#fff"/>`,
  keyboard: `<rect x="10" y="32" width="80" height="38" rx="6" fill="#fff"/><g fill="currentColor" opacity=".5"><rect x="17" y="39" width="9" height="7"/><rect x="30" y="39" width="9" height="7"/><rect x="43" y="39" width="9" height="7"/><rect x="56" y="39" width="9" height="7"/><rect x="69" y="39" width="14" height="7"/><rect x="17" y="51" width="14" height="7"/><rect x="35" y="51" width="9" height="7"/><rect x="48" y="51" width="9" height="7"/><rect x="61" y="51" width="22" height="7"/><rect x="28" y="61" width="44" height="5"/></g>`,
  printer: `<rect x="28" y="14" width="44" height="22" fill="#fff"/><rect x="12" y="34" width="76" height="34" rx="6" fill="#fff"/><rect x="28" y="58" width="44" height="28" fill="#fff" stroke="currentColor" stroke-opacity=".5" stroke-width="2"/><circle cx="76" cy="44" r="3" fill="currentColor" opacity=".6"/>`,
  pen: `<path d="M70 12l18 18-46 46-22 6 6-22z" fill="#fff"/><path d="M26 60l14 14" stroke="currentColor" stroke-opacity=".5" stroke-width="3"/>`,
  washer: `<rect x="18" y="10" width="64" height="80" rx="8" fill="#fff"/><rect x="18" y="10" width="64" height="16" rx="8" fill="currentColor" opacity=".3"/><circle cx="50" cy="56" r="22" fill="currentColor" opacity=".5"/><circle cx="50" cy="56" r="14" fill="#fff" opacity=".8"/>`,
  fridge: `<rect x="26" y="6" width="48" height="88" rx="6" fill="#fff"/><path d="M26 40h48" stroke="currentColor" stroke-opacity=".5" stroke-width="3"/><rect x="32" y="22" width="4" height="12" rx="2" fill="currentColor" opacity=".6"/><rect x="32" y="48" width="4" height="18" rx="2" fill="currentColor" opacity=".6"/>`,
  pot: `<path d="M18 42h64v22a18 18 0 0 1-18 18H36a18 18 0 0 1-18-18z" fill="#fff"/><rect x="14" y="36" width="72" height="8" rx="4" fill="#fff"/><rect x="42" y="26" width="16" height="10" rx="4" fill="#fff"/><path d="M8 50h10M82 50h10" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  fan: `<circle cx="50" cy="40" r="28" fill="none" stroke="#fff" stroke-width="5"/><g fill="#fff"><ellipse cx="50" cy="26" rx="7" ry="13"/><ellipse cx="62" cy="47" rx="7" ry="13" transform="rotate(120 62 47)"/><ellipse cx="38" cy="47" rx="7" ry="13" transform="rotate(240 38 47)"/></g><rect x="46" y="68" width="8" height="16" fill="#fff"/><rect x="32" y="84" width="36" height="6" rx="3" fill="#fff"/>`,
  shirt: `<path d="M36 14l-24 14 8 16 10-5v47h40V39l10 5 8-16-24-14c-2 7-7 11-14 11s-12-4-14-11z" fill="#fff"/>`,
  dress: `<path d="M40 10h20l-2 16 8 10-4 6 16 44H22l16-44-4-6 8-10z" fill="#fff"/>`,
  shoe: `<path d="M10 64c0-8 2-26 6-30l14 6c6 4 14 6 22 6l18 6c12 4 20 8 20 16v4H10z" fill="#fff"/><path d="M10 72h80" stroke="currentColor" stroke-opacity=".5" stroke-width="4"/>`,
  bag: `<path d="M34 34v-8a16 16 0 0 1 32 0v8" stroke="#fff" stroke-width="5" fill="none"/><path d="M18 34h64l-6 54H24z" fill="#fff"/>`,
  bottle: `<rect x="40" y="8" width="20" height="14" rx="3" fill="#fff"/><rect x="44" y="22" width="12" height="8" fill="#fff" opacity=".8"/><rect x="28" y="30" width="44" height="62" rx="10" fill="#fff"/><rect x="34" y="48" width="32" height="22" rx="3" fill="currentColor" opacity=".4"/>`,
  lipstick: `<path d="M42 14l16-6v30H42z" fill="#fff" opacity=".85"/><rect x="38" y="38" width="24" height="14" fill="#fff" opacity=".7"/><rect x="34" y="52" width="32" height="40" rx="4" fill="#fff"/>`,
  apple: `<path d="M50 30c-8-6-30-6-30 20 0 20 14 38 24 38 3 0 4-2 6-2s3 2 6 2c10 0 24-18 24-38 0-26-22-26-30-20z" fill="#fff"/><path d="M50 30c0-10 4-16 12-20" stroke="#fff" stroke-width="4" fill="none"/><ellipse cx="62" cy="18" rx="8" ry="4" fill="#fff" opacity=".8" transform="rotate(-30 62 18)"/>`,
  cup: `<path d="M20 30h50v34a18 18 0 0 1-18 18H38a18 18 0 0 1-18-18z" fill="#fff"/><path d="M70 40h6a10 10 0 0 1 0 20h-6" stroke="#fff" stroke-width="5" fill="none"/><path d="M34 12c-4 6 4 8 0 14M46 12c-4 6 4 8 0 14M58 12c-4 6 4 8 0 14" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/>`,
  bowl: `<path d="M12 46h76a38 38 0 0 1-76 0z" fill="#fff"/><ellipse cx="50" cy="40" rx="30" ry="8" fill="#fff" opacity=".7"/><path d="M62 10l-8 30M72 12l-12 28" stroke="#fff" stroke-width="3"/>`,
  bear: `<circle cx="28" cy="26" r="11" fill="#fff"/><circle cx="72" cy="26" r="11" fill="#fff"/><circle cx="50" cy="46" r="28" fill="#fff"/><circle cx="40" cy="42" r="4" fill="currentColor" opacity=".7"/><circle cx="60" cy="42" r="4" fill="currentColor" opacity=".7"/><ellipse cx="50" cy="56" rx="9" ry="7" fill="currentColor" opacity=".35"/><ellipse cx="50" cy="86" rx="22" ry="10" fill="#fff"/>`,
  blocks: `<rect x="14" y="54" width="34" height="34" rx="3" fill="#fff"/><rect x="52" y="54" width="34" height="34" rx="3" fill="#fff" opacity=".85"/><rect x="33" y="18" width="34" height="34" rx="3" fill="#fff" opacity=".95"/><g fill="currentColor" opacity=".35"><circle cx="24" cy="64" r="4"/><circle cx="38" cy="64" r="4"/><circle cx="62" cy="64" r="4"/><circle cx="76" cy="64" r="4"/><circle cx="43" cy="28" r="4"/><circle cx="57" cy="28" r="4"/></g>`,
  sofa: `<rect x="22" y="28" width="56" height="28" rx="8" fill="#fff" opacity=".85"/><rect x="10" y="44" width="18" height="32" rx="6" fill="#fff"/><rect x="72" y="44" width="18" height="32" rx="6" fill="#fff"/><rect x="24" y="54" width="52" height="22" rx="4" fill="#fff"/><rect x="16" y="76" width="6" height="10" fill="#fff"/><rect x="78" y="76" width="6" height="10" fill="#fff"/>`,
  bed: `<rect x="10" y="30" width="10" height="58" fill="#fff"/><rect x="80" y="50" width="10" height="38" fill="#fff"/><rect x="20" y="56" width="60" height="20" fill="#fff"/><rect x="24" y="44" width="20" height="12" rx="5" fill="#fff" opacity=".8"/>`,
  lamp: `<path d="M32 14h36l12 34H20z" fill="#fff"/><rect x="47" y="48" width="6" height="32" fill="#fff"/><rect x="30" y="80" width="40" height="8" rx="3" fill="#fff"/>`,
  ball: `<circle cx="50" cy="50" r="36" fill="#fff"/><path d="M14 50h72M50 14v72M24 24c14 14 14 38 0 52M76 24c-14 14-14 38 0 52" stroke="currentColor" stroke-opacity=".45" stroke-width="3" fill="none"/>`,
  dumbbell: `<rect x="10" y="30" width="12" height="40" rx="3" fill="#fff"/><rect x="22" y="36" width="10" height="28" rx="3" fill="#fff"/><rect x="78" y="30" width="12" height="40" rx="3" fill="#fff"/><rect x="68" y="36" width="10" height="28" rx="3" fill="#fff"/><rect x="32" y="46" width="36" height="8" fill="#fff"/>`,
  tent: `<path d="M50 14L10 86h80z" fill="#fff"/><path d="M50 44L36 86h28z" fill="currentColor" opacity=".45"/>`,
  bike: `<circle cx="24" cy="64" r="16" fill="none" stroke="#fff" stroke-width="5"/><circle cx="76" cy="64" r="16" fill="none" stroke="#fff" stroke-width="5"/><path d="M24 64l16-30h26l10 30M40 34l14 30 12-30M36 26h12M62 26l4 8" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
  book: `<path d="M50 24c-10-8-26-10-38-8v62c12-2 28 0 38 8z" fill="#fff"/><path d="M50 24c10-8 26-10 38-8v62c-12-2-28 0-38 8z" fill="#fff" opacity=".85"/>`,
  guitar: `<circle cx="38" cy="66" r="22" fill="#fff"/><circle cx="52" cy="50" r="15" fill="#fff"/><circle cx="40" cy="64" r="6" fill="currentColor" opacity=".5"/><path d="M54 46l30-30" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  car: `<path d="M10 60l8-18c3-6 7-8 12-8h40c5 0 9 2 12 8l8 18v16H10z" fill="#fff"/><path d="M24 44l5-6h42l5 6z" fill="currentColor" opacity=".4"/><circle cx="28" cy="76" r="9" fill="#fff" stroke="currentColor" stroke-opacity=".5" stroke-width="4"/><circle cx="72" cy="76" r="9" fill="#fff" stroke="currentColor" stroke-opacity=".5" stroke-width="4"/>`,
  gem: `<path d="M28 18h44l18 22-40 46-40-46z" fill="#fff"/><path d="M10 40h80M28 18l22 68 22-68M38 40l12-22 12 22" stroke="currentColor" stroke-opacity=".35" stroke-width="2" fill="none"/>`,
  pill: `<g transform="rotate(-35 50 50)"><rect x="14" y="34" width="72" height="32" rx="16" fill="#fff"/><path d="M50 34v32" stroke="currentColor" stroke-opacity=".45" stroke-width="3"/></g>`,
  heart: `<path d="M50 84L18 52a18 18 0 0 1 32-26 18 18 0 0 1 32 26z" fill="#fff"/><path d="M30 52h12l5-10 6 20 5-10h12" stroke="currentColor" stroke-opacity=".5" stroke-width="3" fill="none"/>`,
  bagShop: `<path d="M36 36v-8a14 14 0 0 1 28 0v8" stroke="#fff" stroke-width="5" fill="none"/><rect x="20" y="34" width="60" height="54" rx="6" fill="#fff"/><path d="M38 52c0 8 24 8 24 0" stroke="currentColor" stroke-opacity=".55" stroke-width="4" fill="none"/>`,
  box: `<path d="M50 12l36 18v40L50 88 14 70V30z" fill="#fff"/><path d="M14 30l36 18 36-18M50 48v40" stroke="currentColor" stroke-opacity=".4" stroke-width="3" fill="none"/>`,
  tag: `<path d="M14 46V16h30l42 42-30 30z" fill="#fff"/><circle cx="30" cy="32" r="6" fill="currentColor" opacity=".5"/>`,
};

/**
 * Keyword → glyph, tried in order on the English category names (leaf first), so
 * any category the platform adds later still gets a fitting picture.
 */
const GLYPH_RULES: [RegExp, GlyphKey][] = [
  [/\bcar\b|auto|wax|seat|floor mat/i, "car"],
  [/blood|thermometer/i, "heart"],
  [/watch|band|smart device/i, "watch"],
  [/earbud|headphone|audio|speaker/i, "earbuds"],
  [/camera|lens|dash cam/i, "camera"],
  [/phone|walkie|power bank|charger|cable|\bcases?\b/i, "phone"],
  [/laptop|notebook pc|tablet|desktop|computer/i, "laptop"],
  [/monitor|\btvs?\b|projector/i, "monitor"],
  [/keyboard|mice|mouse|drive|peripheral/i, "keyboard"],
  [/printer|shredder|toner|\bink\b|office equipment/i, "printer"],
  [/\bpens?\b|notebooks|stationery/i, "pen"],
  [/washing|washer/i, "washer"],
  [/refrigerator|fridge|air condition/i, "fridge"],
  [/flask|knife|knives|wok|cooker|fryer|blender|kettle|kitchen|\bpot/i, "pot"],
  [/\bfans?\b|purifier|vacuum|dryer|toothbrush|shaver|appliance/i, "fan"],
  [/shoe|boot|heel|flats|sneaker|footwear/i, "shoe"],
  [/dress|skirt|\bbras?\b|pajama|underwear/i, "dress"],
  [/shirt|tee|jacket|hoodie|pants|jean|sock|apparel|cloth|outfit|\bdown/i, "shirt"],
  [/backpack|suitcase|handbag|\bbags?\b|luggage/i, "bag"],
  [/lipstick|eyeshadow|makeup|foundation/i, "lipstick"],
  [/cream|serum|mask|cleanser|shampoo|conditioner|perfume|cologne|beauty|skincare|fragrance|\bhair\b/i, "bottle"],
  [/apple|cherr|citrus|fruit|fresh/i, "apple"],
  [/tea|coffee|milk|drink|formula/i, "cup"],
  [/rice|oil|sauce|grain|\bnuts?\b|biscuit|jerky|snack|food/i, "bowl"],
  [/plush|baby|diaper|wipe|kid/i, "bear"],
  [/block|toy|\brc\b/i, "blocks"],
  [/sofa|chair|furniture/i, "sofa"],
  [/\bbeds?\b|quilt|pillow|bedding|textile/i, "bed"],
  [/light|lamp/i, "lamp"],
  [/dumbbell|yoga|treadmill|fitness/i, "dumbbell"],
  [/tent|hiking|outdoor/i, "tent"],
  [/bicycle|cycling|bike|helmet/i, "bike"],
  [/guitar|ukulele|instrument|piano/i, "guitar"],
  [/sport|running|ball/i, "ball"],
  [/book|fiction|essay|poetry|science|textbook|language|literature|education/i, "book"],
  [/gold|silver|jewel|necklace|\bgem/i, "gem"],
  [/vitamin|protein|probiotic|health|pharma|medic|nutrition/i, "pill"],
  [/home|house|living/i, "sofa"],
];

export function glyphFor(...names: (string | undefined)[]): GlyphKey {
  for (const name of names) {
    if (!name) continue;
    for (const [re, g] of GLYPH_RULES) if (re.test(name)) return g;
  }
  return "box";
}

/** Gradient pairs; chosen by a stable hash so the same thing always has the same colour. */
const PALETTE: [string, string][] = [
  ["#ff6a3d", "#e1251b"],
  ["#ff9a3c", "#ff5e3a"],
  ["#36c6a0", "#138f73"],
  ["#4facfe", "#2b6de0"],
  ["#a18cd1", "#6a4fd6"],
  ["#f093fb", "#d6336c"],
  ["#43cea2", "#185a9d"],
  ["#f7b733", "#fc4a1a"],
  ["#5ee7df", "#2a9d8f"],
  ["#667eea", "#764ba2"],
  ["#f5576c", "#b31217"],
  ["#0fb9b1", "#20639b"],
];

export function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function paletteFor(key: string): [string, string] {
  return PALETTE[hashOf(key) % PALETTE.length]!;
}

export interface ImageSpec {
  width: number;
  height: number;
  glyph: GlyphKey;
  /** Gradient colours [from, to]. */
  colors: [string, string];
  /** product: big glyph, centred; banner: the glyph right of centre, clear of the edges; badge: initials only; plain: the gradient alone. */
  layout: "product" | "banner" | "badge" | "icon" | "plain";
  /** Small deterministic variation (gallery images of one product). */
  variant?: number;
  format?: "webp" | "png";
  /** Initials shown by the badge layout. */
  initials?: string;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

export function svgOf(spec: ImageSpec): string {
  const { width: w, height: h, colors, variant = 0 } = spec;
  const angle = (variant * 37) % 180;
  const glyph = GLYPHS[spec.glyph];
  const defs = `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>`;
  const bg = `<rect width="${w}" height="${h}" fill="url(#g)"/>`;
  const deco = `<circle cx="${w * 0.88}" cy="${h * 0.12}" r="${Math.min(w, h) * 0.28}" fill="#fff" opacity=".08"/><circle cx="${w * 0.08}" cy="${h * 0.95}" r="${Math.min(w, h) * 0.22}" fill="#fff" opacity=".07"/>`;
  let body = "";
  if (spec.layout === "product") {
    const size = Math.min(w, h) * 0.56;
    const x = (w - size) / 2 + ((variant % 3) - 1) * w * 0.04;
    const y = (h - size) / 2;
    body += `<g transform="translate(${x} ${y}) scale(${size / 100})" color="${colors[1]}">${glyph}</g>`;
  } else if (spec.layout === "banner") {
    // Wide art is cropped by narrow layouts (object-cover): keep the glyph near the middle.
    const size = h * 0.66;
    body += `<g transform="translate(${w * 0.62 - size / 2} ${(h - size) / 2}) scale(${size / 100})" color="${colors[1]}">${glyph}</g>`;
  } else if (spec.layout === "badge") {
    const t = fit(spec.initials ?? "", 12);
    const fs = Math.min(h * 0.42, (w * 1.2) / Math.max(t.length, 1));
    body += `<text x="${w / 2}" y="${h / 2}" dy=".35em" text-anchor="middle" ${FONT} font-size="${fs.toFixed(1)}" font-weight="bold" fill="#fff">${esc(t)}</text>`;
  } else if (spec.layout === "plain") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${bg}</svg>`;
  } else {
    const size = Math.min(w, h) * 0.72;
    body += `<g transform="translate(${(w - size) / 2} ${(h - size) / 2}) scale(${size / 100})" color="${colors[1]}">${glyph}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${bg}${deco}${body}</svg>`;
}

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const img = sharp(Buffer.from(svgOf(spec)));
  return spec.format === "png" ? img.png({ compressionLevel: 9 }).toBuffer() : img.webp({ quality: 80 }).toBuffer();
}

/** Renders arbitrary SVG (QR code, logo) to an image. */
export async function renderSvg(svg: string, format: "webp" | "png" = "webp", lossless = false): Promise<Buffer> {
  const img = sharp(Buffer.from(svg));
  return format === "png"
    ? img.png({ compressionLevel: 9 }).toBuffer()
    : img.webp({ quality: 85, lossless }).toBuffer();
}
