-- Catalog search tuning (catalog issue; ADR 0002, query side). Indexes only, no table changes.
--
-- 1. GIN search indexes without the "fast update" pending list. With fastupdate on, new rows go to
--    an unsorted pending list that every search scans linearly until VACUUM merges it; PGlite has no
--    autovacuum, so after a seed of 20k products each search read ~350 extra pages (8 ms -> 20 ms for
--    "手机"). Catalog writes are rare and reads constant, so we pay at write time instead.
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "shops_search_idx" SET (fastupdate = off);--> statement-breakpoint
-- Merge whatever an existing database already has pending (turning fastupdate off does not).
SELECT gin_clean_pending_list('products_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('shops_search_idx'::regclass);--> statement-breakpoint
-- 2. Browsing without a keyword sorts on-shelf products by sales or price: with these the first page
--    is an index scan that stops after `size` rows instead of sorting the whole catalogue.
CREATE INDEX IF NOT EXISTS "products_on_shelf_sold_idx" ON "products" USING btree ("sold_num" DESC, "prod_id" DESC) WHERE "status" = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_on_shelf_price_idx" ON "products" USING btree ("price", "prod_id") WHERE "status" = 1;
