/** A place inside a block's data: keys of objects and indexes of lists. */
export type DataPath = readonly (string | number)[];

export function getIn(data: unknown, path: DataPath): unknown {
  let at: unknown = data;
  for (const k of path) at = at && typeof at === "object" ? (at as Record<string | number, unknown>)[k] : undefined;
  return at;
}

/** A copy of `data` with `value` at `path`; the objects and lists on the way are copied, nothing else. */
export function setIn<T>(data: T, path: DataPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [k, ...rest] = path;
  const src = data && typeof data === "object" ? data : typeof k === "number" ? [] : {};
  const copy = (Array.isArray(src) ? [...src] : { ...src }) as Record<string | number, unknown>;
  copy[k!] = setIn(copy[k!], rest, value);
  return copy as T;
}
