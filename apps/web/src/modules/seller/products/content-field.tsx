"use client";

import { Input } from "antd";
import { useTranslations } from "next-intl";

/**
 * The product's rich-text detail as HTML in a TextArea, with a live preview. The preview is a
 * sandboxed frame (`sandbox=""`: no scripts, no forms, an opaque origin), so whatever is typed
 * cannot run or reach the console's session; the API sanitises the HTML on save (tags, attributes
 * and URLs on its allow-list) and the storefront shows only the sanitised text. No editor library:
 * the ones that fit antd either inject scripts the CSP forbids or bring their own sanitiser anyway.
 */
export function ContentField({ value, onChange }: { value?: string; onChange?(v: string): void }) {
  const t = useTranslations("seller.productForm");
  const tp = useTranslations("seller.productExtras");
  return (
    <div className="grid grid-cols-2 gap-3">
      <Input.TextArea
        rows={10}
        aria-label={t("content")}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid="content-html"
      />
      <iframe
        title={tp("preview")}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.6 sans-serif;margin:8px}img{max-width:100%}</style>${value ?? ""}`}
        className="h-full min-h-48 w-full rounded border border-gray-300"
        data-testid="content-preview"
      />
    </div>
  );
}
