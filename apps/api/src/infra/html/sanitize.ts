import sanitizeHtml from "sanitize-html";

/**
 * Rich text from merchants and operators (product details, notices) made safe to render as HTML
 * on our pages — the storefront inserts it as is.
 *
 * Kept: basic formatting (paragraphs, headings, lists, tables, emphasis, quotes, code), links and
 * images. Dropped: scripts, styles, iframes/objects/forms and their content, every event handler
 * (on*), `style` attributes, and any URL that is not plain http(s)/mailto (javascript:, data:,
 * vbscript:, protocol-relative //host). Images only from our files (`/files/...`) or https; an
 * image without an acceptable source is removed. Links get rel="noopener noreferrer nofollow"
 * and, when they open a new tab, target="_blank" only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "div",
    "span",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "sub",
    "sup",
    "small",
    "mark",
    "blockquote",
    "pre",
    "code",
    "hr",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "img",
    "a",
  ],
  allowedAttributes: {
    "*": ["class", "title", "lang"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    td: ["colspan", "rowspan", "align"],
    th: ["colspan", "rowspan", "align", "scope"],
    col: ["span"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Dropped with their content, not unwrapped into text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    img: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      const ok = (src.startsWith("/files/") && !src.includes("..")) || /^https:\/\/[^/]/i.test(src);
      return { tagName, attribs: ok ? { ...attribs, src } : { ...attribs, src: "" } };
    },
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: "noopener noreferrer nofollow",
        ...(attribs.target ? { target: "_blank" } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
