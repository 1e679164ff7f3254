import { z } from "zod";

/**
 * mall4j pagination: `current` (1-based, default 1) and `size` (default 10, at
 * most 100) in; `{records,total,pages,current,size}` out.
 */
export const MAX_PAGE_SIZE = 100;

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** The zod schema of a Page of `item`, for a route's response (documents /docs). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number(),
    pages: z.number(),
    current: z.number(),
    size: z.number(),
  });
}

export function toPage<T>(records: T[], total: number, q: PageQuery): Page<T> {
  return { records, total, pages: Math.ceil(total / q.size), current: q.current, size: q.size };
}

export function pageOffset(q: PageQuery): number {
  return (q.current - 1) * q.size;
}
