"use client";

import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tooltip } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { useTranslations } from "next-intl";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { previewHtml } from "./endpoints";
import { applyFormat, type Format } from "./rich-text-format";

/**
 * Rich text as HTML in a textarea with formatting buttons (bold, italic, heading, paragraph, list,
 * link), beside a preview of exactly what the storefront will show: the API's sanitizer answers
 * the HTML a save keeps (no scripts, on* handlers, styles or foreign URLs). No editor library, as
 * for product details (ADR 0040): the WYSIWYG editors that run on React 19 weigh 100–300 kB and
 * still need the server's sanitizer.
 */
export function RichTextField({
  value,
  onChange,
  label,
  testId,
}: {
  value?: string;
  onChange?(v: string): void;
  label: string;
  testId?: string;
}) {
  const t = useTranslations("platform.content.editor");
  const { client } = useConsole();
  const area = useRef<TextAreaRef>(null);
  const typed = useDeferredValue(value ?? "");
  const [html, setHtml] = useState("");
  useEffect(() => {
    const ctl = new AbortController();
    // Asks once the typing pauses; an older answer is dropped.
    const timer = setTimeout(() => {
      client.call(previewHtml(typed), { signal: ctl.signal }).then(
        (r) => setHtml(r.html),
        () => undefined, // the preview stays as it was; saving shows any error
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [client, typed]);

  const format = (f: Format) => {
    const el = area.current?.resizableTextArea?.textArea;
    const text = value ?? "";
    const edit = applyFormat(
      text,
      el?.selectionStart ?? text.length,
      el?.selectionEnd ?? text.length,
      f,
      t("placeholder"),
    );
    onChange?.(edit.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(edit.selStart, edit.selEnd);
    });
  };
  const button = (f: Format, icon: React.ReactNode) => (
    <Tooltip title={t(f)}>
      <Button size="small" icon={icon} aria-label={t(f)} onClick={() => format(f)} />
    </Tooltip>
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <Space size={4} className="mb-1" role="toolbar" aria-label={t("toolbar")}>
          {button("bold", <BoldOutlined />)}
          {button("italic", <ItalicOutlined />)}
          <Button size="small" aria-label={t("heading")} onClick={() => format("heading")}>
            H
          </Button>
          <Button size="small" aria-label={t("paragraph")} onClick={() => format("paragraph")}>
            ¶
          </Button>
          {button("list", <OrderedListOutlined />)}
          {button("link", <LinkOutlined />)}
        </Space>
        <Input.TextArea
          ref={area}
          rows={10}
          aria-label={label}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          data-testid={testId}
        />
      </div>
      <section aria-label={t("preview")} className="flex flex-col">
        <span className="mb-1 text-xs leading-6 text-gray-500">{t("preview")}</span>
        <div
          className="max-h-64 min-h-40 flex-1 overflow-auto rounded border border-gray-300 p-2 text-sm [&_h3]:font-semibold [&_img]:max-w-full [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-blue-600 [&_a]:underline"
          // The API's sanitized answer (sanitize-html allow-list), exactly what the storefront inserts.
          dangerouslySetInnerHTML={{ __html: html }}
          data-testid={testId ? `${testId}-preview` : undefined}
        />
      </section>
    </div>
  );
}
