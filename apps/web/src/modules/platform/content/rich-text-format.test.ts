import { describe, expect, it } from "vitest";
import { applyFormat, type Format } from "./rich-text-format";

describe("applyFormat", () => {
  it.each<[string, number, number, Format, string, number, number]>([
    ["say hi now", 4, 6, "bold", "say <strong>hi</strong> now", 12, 14],
    ["say hi now", 4, 6, "italic", "say <em>hi</em> now", 8, 10],
    ["", 0, 0, "heading", "<h3>text</h3>", 4, 8],
    ["ab", 2, 2, "paragraph", "ab<p>text</p>", 5, 9],
    ["one\n\ntwo", 0, 8, "list", "<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>", 5, 34],
    ["go here", 3, 7, "link", 'go <a href="https://">here</a>', 22, 26],
    // A selection made backwards, or beyond the end, is read in order and clamped.
    ["xyz", 3, 1, "bold", "x<strong>yz</strong>", 9, 11],
    ["xyz", 1, 99, "italic", "x<em>yz</em>", 5, 7],
  ])("%j [%i,%i) %s → %j", (text, start, end, format, out, selStart, selEnd) => {
    expect(applyFormat(text, start, end, format, "text")).toEqual({ text: out, selStart, selEnd });
  });
});
