/**
 * The editor's formatting buttons as pure text edits on the HTML in the textarea: each wraps the
 * selection (or a placeholder word when nothing is selected) and answers the new text with the
 * new selection, so the operator can keep typing over it.
 */
export type Format = "bold" | "italic" | "heading" | "paragraph" | "list" | "link";

export interface Edit {
  text: string;
  selStart: number;
  selEnd: number;
}

const WRAP: Record<Exclude<Format, "list" | "link">, [string, string]> = {
  bold: ["<strong>", "</strong>"],
  italic: ["<em>", "</em>"],
  heading: ["<h3>", "</h3>"],
  paragraph: ["<p>", "</p>"],
};

/** Wraps text[start, end) for `format`; `placeholder` stands in for an empty selection. */
export function applyFormat(text: string, start: number, end: number, format: Format, placeholder: string): Edit {
  const a = Math.max(0, Math.min(start, end, text.length));
  const b = Math.min(text.length, Math.max(start, end));
  const picked = text.slice(a, b) || placeholder;
  let open: string;
  let inner = picked;
  let close: string;
  if (format === "list") {
    open = "<ul>\n";
    inner = picked
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => `  <li>${l.trim()}</li>`)
      .join("\n");
    close = "\n</ul>";
  } else if (format === "link") {
    open = '<a href="https://">';
    close = "</a>";
  } else {
    [open, close] = WRAP[format];
  }
  const out = text.slice(0, a) + open + inner + close + text.slice(b);
  return { text: out, selStart: a + open.length, selEnd: a + open.length + inner.length };
}
