import { color, num } from "../lib/parse";

/** auxiliary_interval: vertical space in a colour. */
export function AuxiliaryInterval({ data }: { data: Record<string, unknown> }) {
  return (
    <div
      aria-hidden
      data-block="auxiliary_interval"
      style={{ height: num(data.height, 20, 0, 400), background: color(data.bgColor, "transparent") }}
    />
  );
}
