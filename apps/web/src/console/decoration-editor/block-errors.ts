import { DECORATION_DATA_SCHEMAS, validationText } from "@souk/contract";
import type { EditorBlock } from "./editor-state";

/**
 * What the contract says about a block's data, by path inside it ("imgList.0.imgUrl"): the same
 * schema and the same message the API answers with when the draft is saved. One message a path.
 */
export function blockErrors(block: Pick<EditorBlock, "type" | "dataField">, locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const r = DECORATION_DATA_SCHEMAS[block.type].safeParse(block.dataField);
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join(".");
    if (!out.has(path)) out.set(path, validationText(issue.message)?.[locale as "zh" | "en"] ?? issue.message);
  }
  return out;
}
