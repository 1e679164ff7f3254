-- Search indexes: fast update back on, with a small pending list (replaces 0005's fastupdate = off).
--
-- fastupdate = off made every insert update the GIN index row by row: loading 20k products' vectors
-- took 5-8x longer (25 s instead of 3-5 s), which the seed and any bulk import pay. A pending list
-- capped at 256 kB keeps bulk loads batched while bounding what a search scans linearly (≤ 32 pages,
-- flushed into the index whenever it grows past the cap — PGlite has no autovacuum to do it).
ALTER INDEX "products_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "shops_search_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
