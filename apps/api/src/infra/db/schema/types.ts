import { customType } from "drizzle-orm/pg-core";

/**
 * A tsvector filled by the app's tokenizer (Han bigrams + Latin/digit words),
 * because neither PGlite nor Debian's PostgreSQL ships a Chinese parser.
 */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
