/** The ids in their new order after moving `id` one place up (-1) or down (+1); unchanged at an end. */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
