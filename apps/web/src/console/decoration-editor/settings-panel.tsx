"use client";

import { Empty, Form } from "antd";
import { useTranslations } from "next-intl";
import { BLOCK_ICONS } from "./block-meta";
import { BLOCK_FIELDS } from "./block-fields";
import { setIn, type DataPath } from "./data-path";
import type { EditorBlock } from "./editor-state";
import { FieldControl } from "./field-control";

/** The selected block's settings: a form over its fields, with the contract's messages and the block's problems. */
export function SettingsPanel({
  block,
  errors,
  problems,
  onChange,
}: {
  block: EditorBlock | null;
  errors: ReadonlyMap<string, string>;
  problems: string[];
  onChange(data: Record<string, unknown>): void;
}) {
  const t = useTranslations("decorationEditor");
  if (!block) return <Empty description={t("selectBlock")} className="!mt-16" />;
  const change = (path: DataPath, v: unknown) => onChange(setIn(block.dataField, path, v));
  return (
    <section aria-labelledby="deco-settings" data-testid="deco-settings">
      <h2 id="deco-settings" className="mb-1 flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden>{BLOCK_ICONS[block.type]}</span>
        {t(`blocks.${block.type}`)}
      </h2>
      <p className="mb-3 text-xs text-gray-500">{t(`blockHints.${block.type}`)}</p>
      {problems.length ? (
        <ul
          className="mb-3 rounded border border-[#ffbb96] bg-[#fff2e8] p-2 text-xs text-[#d4380d]"
          data-testid="deco-settings-problems"
        >
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <Form layout="vertical" component="div" size="small">
        {BLOCK_FIELDS[block.type].map((f) => (
          <FieldControl
            key={f.key}
            blockType={block.type}
            data={block.dataField}
            path={[]}
            field={f}
            errors={errors}
            onChange={change}
          />
        ))}
      </Form>
    </section>
  );
}
