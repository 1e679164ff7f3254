"use client";

import { Input } from "antd";
import { useTranslations } from "next-intl";
import { useDeferredValue, useEffect, useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { previewContent } from "../api/endpoints";

/**
 * The product's rich-text detail as HTML in a TextArea, beside a preview of what the storefront
 * will show: the API's own sanitiser answers the HTML a save would keep (no scripts, handlers,
 * styles, frames or foreign URLs), and only that answer is inserted. No editor library: the
 * maintained WYSIWYG editors weigh 100–300 kB and still need the server's sanitiser (ADR 0040).
 */
export function ContentField({ value, onChange }: { value?: string; onChange?(v: string): void }) {
  const t = useTranslations("seller.productForm");
  const tp = useTranslations("seller.productExtras");
  const { client } = useConsole();
  const typed = useDeferredValue(value ?? "");
  const [html, setHtml] = useState("");
  useEffect(() => {
    const ctl = new AbortController();
    // Asks once the typing pauses; an older answer is dropped.
    const timer = setTimeout(() => {
      client.call(previewContent(typed), { signal: ctl.signal }).then(
        (r) => setHtml(r.html),
        () => undefined, // the preview stays as it was; saving shows any error
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [client, typed]);
  return (
    <div className="grid grid-cols-2 gap-3">
      <Input.TextArea
        rows={10}
        aria-label={t("content")}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid="content-html"
      />
      <section
        aria-label={tp("preview")}
        className="max-h-72 overflow-auto rounded border border-gray-300 p-2 text-sm [&_img]:max-w-full"
        // The API's sanitised answer (sanitize-html allow-list), exactly what the storefront inserts.
        dangerouslySetInnerHTML={{ __html: html }}
        data-testid="content-preview"
      />
    </div>
  );
}
