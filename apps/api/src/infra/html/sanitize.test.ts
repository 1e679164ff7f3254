import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.ts";

describe("sanitizeRichText", () => {
  it.each<[string, string, string]>([
    [
      "keeps basic formatting",
      "<h3>标题</h3><p>文字<strong>粗</strong><em>斜</em></p><ul><li>一</li></ul>",
      "<h3>标题</h3><p>文字<strong>粗</strong><em>斜</em></p><ul><li>一</li></ul>",
    ],
    [
      "keeps tables",
      "<table><tr><th>品牌</th><td>星耀</td></tr></table>",
      "<table><tr><th>品牌</th><td>星耀</td></tr></table>",
    ],
    ["drops scripts with their content", "<p>a</p><script>alert(1)</script><p>b</p>", "<p>a</p><p>b</p>"],
    [
      "drops event handlers",
      `<p onclick="x()">a</p><img src="/files/prod/1.webp" onerror="alert(1)">`,
      `<p>a</p><img src="/files/prod/1.webp" />`,
    ],
    ["drops javascript: links", `<a href="javascript:alert(1)">x</a>`, `<a rel="noopener noreferrer nofollow">x</a>`],
    [
      "drops obfuscated javascript: links",
      `<a href="jav&#x09;ascript:alert(1)">x</a>`,
      `<a rel="noopener noreferrer nofollow">x</a>`,
    ],
    [
      "keeps https links, forcing rel and a plain new-tab target",
      `<a href="https://a.example/x" target="_top">x</a>`,
      `<a href="https://a.example/x" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
    ],
    [
      "keeps our images and https images",
      `<img src="/files/prod/1-d1.webp" alt="图"><img src="https://cdn.example/a.png">`,
      `<img src="/files/prod/1-d1.webp" alt="图" /><img src="https://cdn.example/a.png" />`,
    ],
    [
      "removes images from elsewhere",
      `<img src="http://a.example/x.png"><img src="//evil.example/x.png"><img src="data:image/png;base64,AA"><img src="/etc/passwd"><img src="/files/../x">`,
      "",
    ],
    ["removes javascript: images", `<img src="javascript:alert(1)">`, ""],
    [
      "drops styles, iframes, forms and svg",
      `<div style="position:fixed">a</div><style>p{}</style><iframe src="https://x"></iframe><form><input></form><svg onload="x()"><circle/></svg>`,
      "<div>a</div>",
    ],
    ["escapes stray text", "a < b & c > d", "a &lt; b &amp; c &gt; d"],
  ])("%s", (_name, html, safe) => {
    expect(sanitizeRichText(html)).toBe(safe);
  });
});
