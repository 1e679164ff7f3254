import type { ReactNode } from "react";

/** Chart text in the page's ink (a light series colour fails WCAG AA as text); the colour stays on the marker. */
const INK = "#1f1f1f";
export const INK_TOOLTIP = { color: INK } as const;
export function INK_LEGEND(value: ReactNode): ReactNode {
  return <span style={{ color: INK }}>{value}</span>;
}
