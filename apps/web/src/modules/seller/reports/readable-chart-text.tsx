import type { ReactNode } from "react";

/**
 * Recharts colours tooltip rows and legend labels in their series colour; the light series (#91caff) fails
 * WCAG AA contrast as text. Text stays the page's ink; the series colour remains on the marker.
 */
const INK = "#1f1f1f";

export const readableTooltipItem = { color: INK } as const;

export function readableLegendLabel(value: ReactNode): ReactNode {
  return <span style={{ color: INK }}>{value}</span>;
}
